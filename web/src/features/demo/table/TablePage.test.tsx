import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/renderPage';
import { row } from '../../../test/demoFixtures';
import { useSession } from '../../../session/store';
import type { DemoTableRow } from '../../../api/generated/model';
import TablePage from './TablePage';

/** A small in-memory table behind the three table operations, recording what the page sends. */
function fakeTable(rows: DemoTableRow[]) {
  const seen = { lists: [] as URLSearchParams[], edits: [] as unknown[], deletes: [] as unknown[] };
  server.use(
    http.get('*/api/table/getList', ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.lists.push(q);
      const title = (q.get('title') ?? '').toLowerCase();
      const hits = rows.filter((r) => r.title.toLowerCase().includes(title));
      const no = Number(q.get('pageNo') ?? 1);
      const size = Number(q.get('pageSize') ?? 20);
      return HttpResponse.json({ code: 200, msg: 'success', data: { list: hits.slice((no - 1) * size, no * size), total: hits.length } });
    }),
    http.post('*/api/table/doEdit', async ({ request }) => {
      const body = (await request.json()) as DemoTableRow;
      seen.edits.push(body);
      const i = rows.findIndex((r) => r.id === body.id);
      rows[i] = { ...rows[i]!, ...body };
      return HttpResponse.json({ code: 200, msg: 'simulated save success', data: rows[i] });
    }),
    http.post('*/api/table/doDelete', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      seen.deletes.push(body);
      rows.splice(0, rows.length, ...rows.filter((r) => !body.ids.includes(r.id)));
      return HttpResponse.json({ code: 200, msg: 'simulated delete success', data: null });
    }),
  );
  return seen;
}

function signedIn(permissions: string[]) {
  useSession.setState({ token: 'tok', admin: false, roles: ['Editor'], permissions, loaded: true });
}

const sample = () => [row(1, { title: 'Green tea' }), row(2, { title: 'Black coffee' }), row(3, { title: 'Tea cups' })];

// antd's table is heavy in jsdom and the CI machine is shared: allow more than the default.
describe('demo table page', { timeout: 40_000 }, () => {
  it('searches by title from page 1 and shows status tags, stars and progress', async () => {
    signedIn(['read:system', 'write:system']);
    const seen = fakeTable(sample());
    const { user } = renderPage(<TablePage />);
    expect(await screen.findByText('Black coffee')).toBeInTheDocument();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);

    await user.click(screen.getByPlaceholderText('Search by title'));
    await user.paste('tea');
    await user.click(screen.getByRole('button', { name: /Search/ }));

    await waitFor(() => expect(screen.queryByText('Black coffee')).not.toBeInTheDocument());
    expect(screen.getByText('Green tea')).toBeInTheDocument();
    const last = seen.lists.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ title: 'tea', pageNo: '1', pageSize: '20' });
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('saves the edit dialog and shows the new title', async () => {
    signedIn(['read:system', 'write:system']);
    const seen = fakeTable(sample());
    const { user } = renderPage(<TablePage />);
    const cells = await screen.findByText('Black coffee');
    await user.click(within(cells.closest('tr')!).getByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Black coffee');
    await user.clear(title);
    await user.paste('Flat white');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('simulated save success')).toBeInTheDocument();
    expect(await screen.findByText('Flat white')).toBeInTheDocument();
    expect(seen.edits).toEqual([
      expect.objectContaining({ id: 2, title: 'Flat white', author: 'Li Lei', status: 'draft', rate: 4, percentage: 25 }),
    ]);
  });

  it('refuses an empty title without calling the server', async () => {
    signedIn(['write:system']);
    const seen = fakeTable(sample());
    const { user } = renderPage(<TablePage />);
    await screen.findByText('Green tea');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Author'));
    await user.paste('Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the Title')).toBeInTheDocument();
    expect(seen.edits).toEqual([]);
  });

  it('deletes a row only after confirming', async () => {
    signedIn(['write:system']);
    const seen = fakeTable(sample());
    const { user } = renderPage(<TablePage />);
    const cell = await screen.findByText('Tea cups');
    await user.click(within(cell.closest('tr')!).getByRole('button', { name: 'Delete' }));
    expect(seen.deletes).toEqual([]);
    const confirm = await screen.findByText('Delete "Tea cups"?');
    await user.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /OK/ }));

    expect(await screen.findByText('simulated delete success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tea cups')).not.toBeInTheDocument());
    expect(seen.deletes).toEqual([{ ids: [3] }]);
  });

  it('hides every write for a reader', async () => {
    signedIn(['read:system']);
    fakeTable(sample());
    renderPage(<TablePage />);
    await screen.findByText('Green tea');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it('hides a column chosen off in the column chooser', async () => {
    signedIn(['read:system']);
    fakeTable(sample());
    const { user } = renderPage(<TablePage />);
    await screen.findByText('Green tea');
    expect(screen.getByRole('columnheader', { name: 'Author' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Author' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Author' })).not.toBeInTheDocument());
  });
});
