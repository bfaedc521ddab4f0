import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import { PeoplePage, servePeople } from './testing';

const exportPages = (seen: URLSearchParams[]) => seen.filter((q) => q.get('pageSize') === '100');

const written = vi.hoisted(() => [] as { sheet: unknown[][]; fileName: string }[]);
vi.mock('write-excel-file/browser', () => ({
  default: (sheet: unknown[][]) => ({ toFile: async (fileName: string) => void written.push({ sheet, fileName }) }),
}));

function signIn() {
  useSession.setState({ token: 'tok', admin: true, roles: ['Admin'], permissions: [], loaded: true });
}

describe('export of a list', { timeout: 90_000 }, () => {
  it('exports the current filter page by page with a progress bar, and says so when it stops at 10,000 rows', async () => {
    signIn();
    written.length = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = servePeople(12_345, {
      before: async (q) => {
        if (q.get('pageSize') === '100' && q.get('pageNo') === '2') await gate;
      },
    });
    const { user } = renderPage(<PeoplePage />, '/?keyword=Person&sort=-balance');
    await screen.findByText('Person 12345');

    await user.click(screen.getByTestId('export'));
    expect(await screen.findByText('100 of 10,000 rows fetched')).toBeInTheDocument();
    expect(screen.getByTestId('export-progress')).toHaveTextContent('1%');
    release();

    expect(await screen.findByTestId('export-capped', {}, { timeout: 60_000 })).toHaveTextContent(
      'Only the first 10,000 rows were exported; narrow the filter',
    );
    expect(screen.getByTestId('export-progress')).toHaveTextContent('100%');
    const pages = seen.filter((q) => q.get('pageSize') === '100');
    expect(pages).toHaveLength(100);
    expect(pages.every((q) => q.get('keyword') === 'Person' && q.get('sort') === '-balance')).toBe(true);
    expect(written).toHaveLength(1);
    expect(written[0].fileName).toBe('people.xlsx');
    expect(written[0].sheet[0]).toEqual(['Nickname', 'Mobile', 'Balance', 'Member no.']);
    expect(written[0].sheet).toHaveLength(10_001);
    expect(written[0].sheet[1]).toEqual(['Person 12345', '13800012345', 12345, 'U12345']);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('export-capped')).not.toBeInTheDocument());
  });

  it('exports only the shown columns and says how many rows it wrote', async () => {
    signIn();
    written.length = 0;
    servePeople(3);
    const { user } = renderPage(<PeoplePage />);
    await screen.findByText('Person 3');
    await user.click(screen.getByTestId('column-chooser'));
    await user.click(await screen.findByRole('checkbox', { name: 'Mobile' }));
    await user.click(screen.getByTestId('export'));
    expect(await screen.findByText('3 rows exported')).toBeInTheDocument();
    expect(written[0].sheet).toEqual([['Nickname', 'Balance', 'Member no.'], ['Person 1', 1, 'U1'], ['Person 2', 2, 'U2'], ['Person 3', 3, 'U3']]);
    // An export-only column is neither in the table nor offered by the chooser.
    expect(screen.queryByRole('columnheader', { name: 'Member no.' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Member no.' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('export-capped')).not.toBeInTheDocument();
  });

  it('exports every match past the count cap, showing the rows fetched, and asks for no exact count', async () => {
    signIn();
    written.length = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = servePeople(2_345, {
      cap: 1_000,
      before: async (q) => {
        if (q.get('pageSize') === '100' && q.get('pageNo') === '2') await gate;
      },
    });
    const { user } = renderPage(<PeoplePage />, '/?keyword=Person');
    await screen.findByText('Person 20');
    // The list shows exact figures; the export still pages until the rows end.
    await user.click(screen.getByTestId('list-count-all'));
    expect(await screen.findByText('2,345 items')).toBeInTheDocument();

    await user.click(screen.getByTestId('export'));
    expect(await screen.findByText('100 rows fetched')).toBeInTheDocument();
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('2,345 rows exported', {}, { timeout: 30_000 })).toBeInTheDocument();
    const pages = exportPages(seen);
    expect(pages.map((q) => q.get('pageNo'))).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(pages.every((q) => q.get('keyword') === 'Person' && q.get('count') === null)).toBe(true);
    expect(written).toHaveLength(1);
    expect(written[0].sheet).toHaveLength(2_346);
    expect(written[0].sheet.at(-1)).toEqual(['Person 2345', '13800002345', 2345, 'U2345']);
  });

  it('cancels a running export: no further page, no file', async () => {
    signIn();
    written.length = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inFlight: AbortSignal | undefined;
    const seen = servePeople(2_345, {
      cap: 1_000,
      before: async (q, signal) => {
        if (q.get('pageSize') !== '100' || q.get('pageNo') !== '3') return;
        inFlight = signal;
        await gate;
      },
    });
    const { user } = renderPage(<PeoplePage />, '/?keyword=Person');
    await screen.findByText('Person 20');

    await user.click(screen.getByTestId('export'));
    expect(await screen.findByText('200 rows fetched')).toBeInTheDocument();
    await waitFor(() => expect(exportPages(seen)).toHaveLength(3));
    expect(inFlight?.aborted).toBe(false);
    await user.click(screen.getByTestId('export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('export-count')).not.toBeInTheDocument());
    expect(screen.getByTestId('export')).not.toHaveClass('ant-btn-loading');
    // The page in flight is aborted, and whatever it answers now, nothing follows it.
    expect(inFlight?.aborted).toBe(true);
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exportPages(seen)).toHaveLength(3);
    expect(written).toEqual([]);
    expect(screen.queryByText(/rows exported/)).not.toBeInTheDocument();
  });
});
