import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
