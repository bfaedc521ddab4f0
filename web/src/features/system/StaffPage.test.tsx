import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import StaffPage from './StaffPage';
import { answerGet, answerPost, EDITOR, fill, renderPage } from './testing';
import { departments, roles, staff } from './fixtures';

function backend() {
  answerGet('/roleManagement/getList', { list: roles, total: roles.length });
  answerGet('/departmentManagement/getList', { list: departments, total: 3 });
  return answerGet('/userManagement/getList', { list: staff, total: 2 });
}

// antd forms under jsdom on a shared two-core machine are slow to type into.
describe('staff users', { timeout: 60_000 }, () => {
  it('lists staff and filters by username', async () => {
    const calls = backend();
    const { user } = renderPage(<StaffPage />);
    const row = (await screen.findByText('wang.fang')).closest('tr')!;
    expect(within(row).getByText('Disabled')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Username'), ' wang ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('username')).toBe('wang'));
    expect(calls.at(-1)?.searchParams.get('pageNo')).toBe('1');
  });

  it('requires an initial password when adding, then sends the new account', async () => {
    backend();
    const saved = answerPost('/userManagement/doEdit', staff[1]);
    const { user } = renderPage(<StaffPage />);
    await screen.findByText('wang.fang');

    await user.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Username'), 'li na');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('3 to 32 letters, digits, _ . -')).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter the Initial password')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('Username'), 'li.na');
    await fill(user, within(dialog).getByLabelText('Initial password'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('password cannot be fewer than 6 characters')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Initial password'), 'abcdef-123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ username: 'li.na', password: 'abcdef-123', roles: [], departmentId: 0, status: 'enabled', avatar: '' });
  });

  it('checks the mobile number with the shell validator and sends it', async () => {
    backend();
    const saved = answerPost('/userManagement/doEdit', staff[1]);
    const { user } = renderPage(<StaffPage />);
    const row = (await screen.findByText('wang.fang')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    for (const bad of ['23911112222', '1391111222', '1391111222x']) {
      await fill(user, within(dialog).getByLabelText('Mobile'), bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Mobile must be 11 digits starting with 1')).toBeInTheDocument();
    }
    expect(saved).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('Mobile'), '13911112222');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 12, username: 'wang.fang', mobile: '13911112222' });
  });

  it('clears a mobile number by emptying the field', async () => {
    backend();
    const saved = answerPost('/userManagement/doEdit', staff[0]);
    const { user } = renderPage(<StaffPage />);
    const row = (await screen.findByText('13816882001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Mobile')).toHaveValue('13816882001');
    await user.clear(within(dialog).getByLabelText('Mobile'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 11, username: 'admin', mobile: '' });
  });

  it('shows a taken username under its field, keeps the dialog open, and asks before dropping the edit', async () => {
    backend();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/userManagement/doEdit', async ({ request }) => {
        bodies.push(await request.json());
        return errorReply(409, 'username admin is already taken', { field: 'username' });
      }),
    );
    const { user } = renderPage(<StaffPage />);
    const row = (await screen.findByText('wang.fang')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Username'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const taken = await within(dialog).findByText('username admin is already taken');
    expect(taken.closest('.ant-form-item')).toContainElement(within(dialog).getByLabelText('Username'));
    expect(screen.getAllByText('username admin is already taken')).toHaveLength(1);
    expect(bodies).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('admin');
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
  });

  it('filters by the beginning of the mobile number', async () => {
    const calls = backend();
    const { user } = renderPage(<StaffPage />);
    await screen.findByText('wang.fang');
    await fill(user, screen.getByLabelText('Mobile'), '139');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('mobile')).toBe('139'));
  });

  it('asks before deleting and then deletes the row', async () => {
    backend();
    const deleted = answerPost('/userManagement/doDelete');
    const { user } = renderPage(<StaffPage />);
    const row = (await screen.findByText('wang.fang')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete wang.fang?')).toBeInTheDocument();
    expect(deleted).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [12] }]));
  });

  it('hides every write for Editor', async () => {
    backend();
    renderPage(<StaffPage />, EDITOR);
    expect(await screen.findByText('wang.fang')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });
});
