import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import MenusPage from './MenusPage';
import { answerGet, answerPost, EDITOR, fill, renderPage } from './testing';
import { menus, permissions, roles } from './fixtures';

function backend() {
  answerGet('/menuManagement/getList', { list: menus, total: 2 });
  answerGet('/roleManagement/getList', { list: roles, total: roles.length });
  answerGet('/permission/getList', { list: permissions });
}

describe('menus', { timeout: 60_000 }, () => {
  it('edits a record keeping every meta field, and sends the flags it changes', async () => {
    backend();
    const saved = answerPost('/menuManagement/doEdit', menus[0].children![0]);
    const { user } = renderPage(<MenusPage />);
    await screen.findByText('Setting');
    await user.click(screen.getByRole('button', { name: /expand/i }));
    const row = (await screen.findByText('UserManagement')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('Route name')).toHaveValue('UserManagement');

    await fill(user, within(drawer).getByLabelText('Badge text'), 'New');
    await user.click(within(drawer).getByLabelText('Hidden from menus'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: 31, parentId: 30, path: 'userManagement', name: 'UserManagement', component: 'setting/userManagement', order: 10,
      meta: { title: 'user management', badge: 'New', permissions: ['read:system'], hidden: true },
    });
  });

  it('refuses a top-level path without a slash before calling the server', async () => {
    backend();
    const saved = answerPost('/menuManagement/doEdit');
    const { user } = renderPage(<MenusPage />);
    await screen.findByText('Setting');
    await user.click(screen.getByRole('button', { name: /^(plus )?Add$/ }));
    const drawer = await screen.findByRole('dialog');
    await fill(user, within(drawer).getByLabelText('Title'), 'help');
    await fill(user, within(drawer).getByLabelText('Path'), 'help');
    await fill(user, within(drawer).getByLabelText('Route name'), 'Help');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('A top-level path starts with / or is an external link')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('hides writes for Editor', async () => {
    backend();
    renderPage(<MenusPage />, EDITOR);
    expect(await screen.findByText('Setting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows each title translated, its key in a column of its own', async () => {
    backend();
    renderPage(<MenusPage />);
    const row = (await screen.findByText('System settings')).closest('tr')!;
    expect(within(row).getByText('setting')).toBeInTheDocument();
  });
});
