import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import RolesPage from './RolesPage';
import { answerGet, answerPost, EDITOR, fill, renderPage } from './testing';
import { permissions, roles } from './fixtures';

function backend() {
  answerGet('/permission/getList', { list: permissions });
  answerGet('/roleManagement/getList', { list: roles, total: roles.length });
}

describe('roles', { timeout: 60_000 }, () => {
  it('offers exactly the server permission codes and saves the checked ones', async () => {
    backend();
    const saved = answerPost('/roleManagement/doEdit', roles[1]);
    const { user } = renderPage(<RolesPage />);
    const row = (await screen.findByText('Editor')).closest('tr')!;
    expect(within(row).getByText('view system settings')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes).toHaveLength(permissions.length);
    expect(within(dialog).getByText('Shop')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the Role')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Role'), ' Auditor ');
    await user.click(within(dialog).getByLabelText(/view system settings/));
    await user.click(within(dialog).getByLabelText(/manage staff accounts/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ role: 'Auditor', btnRolesCheckedList: ['read:system', 'system:staff:write'] });
  });

  it('never offers to delete Admin, and asks before deleting another role', async () => {
    backend();
    const deleted = answerPost('/roleManagement/doDelete');
    const { user } = renderPage(<RolesPage />);
    const adminRow = (await screen.findByText('Admin')).closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: 'Delete' })).toBeNull();

    const row = screen.getByText('Editor').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [2] }]));
  });

  it('hides writes for Editor', async () => {
    backend();
    renderPage(<RolesPage />, EDITOR);
    expect(await screen.findByText('Editor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows All for Admin, which holds every code whatever its row lists', async () => {
    backend();
    renderPage(<RolesPage />);
    const admin = (await screen.findByText('Admin')).closest('tr')!;
    expect(within(admin).getByTestId('role-all')).toHaveTextContent('All');
    expect(within(admin).queryByText('view system settings')).not.toBeInTheDocument();
    const editor = screen.getByText('Editor').closest('tr')!;
    expect(within(editor).queryByTestId('role-all')).not.toBeInTheDocument();
  });
});
