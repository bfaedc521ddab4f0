import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { ok, renderPage, signInWith } from '../../../test/harness';
import FavouritesPage from './FavouritesPage';

// The workbook itself is write-excel-file's business; here: which file, which columns, which rows.
const exported = vi.hoisted(() => ({ calls: [] as { name: string; headers: unknown[]; rows: number }[] }));
vi.mock('write-excel-file/browser', () => ({
  default: (sheet: unknown[][]) => ({
    toFile: async (name: string) => void exported.calls.push({ name, headers: sheet[0], rows: sheet.length - 1 }),
  }),
}));

const favourite = {
  id: 5,
  userId: 7,
  user: { id: 7, nickname: '李雷', avatar: '', mobile: '13900000007' },
  goods: { id: 9, name: '龙井茶', image: '', price: '88.00' },
  createdAt: '2026-05-01T08:00:00Z',
};

describe('favourites list', { timeout: 40_000 }, () => {
  it('lists by the URL filters and exports every page of the same filter', async () => {
    signInWith('shop:user:read');
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/goodsCollect/index', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return ok({ list: [favourite], total: 1 });
      }),
    );
    const { user } = renderPage(<FavouritesPage />, '/?userId=7&keyword=茶');

    expect(await screen.findByText('龙井茶')).toBeInTheDocument();
    expect(screen.getByText('88.00')).toBeInTheDocument();
    expect(seen[0].get('userId')).toBe('7');
    expect(seen[0].get('keyword')).toBe('茶');

    await user.click(screen.getByTestId('export'));
    await waitFor(() => expect(exported.calls).toHaveLength(1));
    expect(exported.calls[0].name).toBe('favourites.xlsx');
    expect(exported.calls[0].rows).toBe(1);
    expect(seen.at(-1)?.get('userId')).toBe('7');
    expect(seen.at(-1)?.get('pageSize')).toBe('100');
  });
});
