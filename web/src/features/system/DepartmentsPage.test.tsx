import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import DepartmentsPage from './DepartmentsPage';
import { answerGet, answerPost, EDITOR, fill, renderPage } from './testing';
import { departments } from './fixtures';

describe('departments', { timeout: 60_000 }, () => {
  it('shows the tree and adds a sub-department under the chosen row', async () => {
    answerGet('/departmentManagement/getList', { list: departments, total: 3 });
    const saved = answerPost('/departmentManagement/doEdit', departments[0].children![1]);
    const { user } = renderPage(<DepartmentsPage />);
    const row = (await screen.findByText('运营部')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Add sub-department' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the Department')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Department'), '商品组');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ name: '商品组', parentId: 2, order: 0 }]));
  });

  it('Editor edits departments but cannot delete them', async () => {
    answerGet('/departmentManagement/getList', { list: departments, total: 3 });
    renderPage(<DepartmentsPage />, EDITOR);
    const row = (await screen.findByText('客服部')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks before deleting', async () => {
    answerGet('/departmentManagement/getList', { list: departments, total: 3 });
    const deleted = answerPost('/departmentManagement/doDelete');
    const { user } = renderPage(<DepartmentsPage />);
    const row = (await screen.findByText('客服部')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete 客服部?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [3] }]));
  });
});
