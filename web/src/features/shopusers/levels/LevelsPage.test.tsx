import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { errorReply } from '../../../test/envelopes';
import { ok, renderPage, signInWith } from '../../../test/harness';
import { levelsHandler } from '../testing';
import LevelsPage from './LevelsPage';

describe('levels', { timeout: 40_000 }, () => {
  it('adds a level and shows a clash of its threshold on the field', async () => {
    signInWith('shop:user:read', 'shop:user:write');
    const posted: unknown[] = [];
    server.use(
      levelsHandler,
      http.post('*/api/admin/userLevel/add', async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? errorReply(409, 'growth value 500 is already used by another level', { field: 'growthValue' })
          : ok({ id: 9, name: '钻石会员', growthValue: 10000, discount: '8.5', privilege: '', image: '', backgroundImage: '', sort: 0, userCount: 0 });
      }),
    );
    const { user } = renderPage(<LevelsPage />);
    expect(await screen.findByText('白银会员')).toBeInTheDocument();

    await user.click(screen.getByTestId('level-add'));
    await user.type(screen.getByTestId('level-name'), '钻石会员');
    await user.clear(screen.getByTestId('level-growth'));
    await user.type(screen.getByTestId('level-growth'), '500');
    await user.clear(screen.getByTestId('level-discount'));
    await user.type(screen.getByTestId('level-discount'), '10.5');
    await user.click(screen.getByTestId('level-save'));
    expect(await screen.findByText('Discount is 0 to 10 with at most one decimal')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByTestId('level-discount'));
    await user.type(screen.getByTestId('level-discount'), '8.5');
    await user.click(screen.getByTestId('level-save'));
    // Under its field, and only there: no toast repeats it; the dialog stays open.
    const clash = await screen.findByText('growth value 500 is already used by another level');
    expect(clash.closest('.ant-form-item')).toContainElement(screen.getByTestId('level-growth'));
    expect(screen.getAllByText('growth value 500 is already used by another level')).toHaveLength(1);
    expect(screen.getByTestId('level-save')).toBeInTheDocument();

    await user.clear(screen.getByTestId('level-growth'));
    await user.type(screen.getByTestId('level-growth'), '10000');
    await user.click(screen.getByTestId('level-save'));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ name: '钻石会员', growthValue: 10000, discount: '8.5' });
  });

  it('offers no add, edit, delete or dragging without shop:user:write', async () => {
    signInWith('shop:user:read');
    server.use(levelsHandler);
    renderPage(<LevelsPage />);
    expect(await screen.findByText('白银会员')).toBeInTheDocument();
    expect(screen.queryByTestId('level-add')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    expect(screen.queryByText('Drag rows to reorder')).not.toBeInTheDocument();
  });
});
