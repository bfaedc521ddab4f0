import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import type { Album, Picture } from '../../../api/generated/model';
import { ok, renderPage, signInWith } from '../testing';
import { PicturePicker } from './PicturePicker';

const album = (id: number, name: string, isDefault = false): Album => ({
  id, name, coverId: null, coverUrl: null, sort: id, isDefault, pictureCount: 2, createdAt: '2026-11-01T00:00:00Z',
});
const picture = (id: number, albumId: number): Picture => ({
  id, albumId, name: `p${id}.png`, url: `/api/pictures/file?id=${id}`, thumbUrl: `/api/pictures/thumb?id=${id}`, contentType: 'image/png',
  size: 1000, width: 10, height: 10, createdAt: '2026-11-20T08:00:00Z',
});

function albums() {
  const pictures = [picture(11, 1), picture(12, 1), picture(21, 2), picture(22, 2)];
  server.use(
    http.get('*/api/admin/album/index', () => ok({ list: [album(1, '默认相册', true), album(2, '商品主图')], total: 2 })),
    http.get('*/api/admin/picture/index', ({ request }) => {
      const id = new URL(request.url).searchParams.get('albumId');
      const list = pictures.filter((p) => String(p.albumId) === id);
      return ok({ list, total: list.length });
    }),
  );
}

describe('picture picker', { timeout: 40_000 }, () => {
  it('chooses pictures across albums in the order clicked, up to the limit', async () => {
    signInWith('goods:album:read');
    albums();
    const onPick = vi.fn();
    const { user } = renderPage(<PicturePicker open max={2} onCancel={() => undefined} onPick={onPick} />);
    // The default album shows first.
    await user.click(await screen.findByTestId('picker-picture-12'));
    await user.click(screen.getByTestId('picker-album-2'));
    await user.click(await screen.findByTestId('picker-picture-22'));
    await user.click(screen.getByTestId('picker-picture-21')); // beyond the limit: not chosen
    expect(screen.getByTestId('picker-picture-21')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 of 2 chosen')).toBeInTheDocument();
    expect(screen.queryByTestId('picker-upload')).not.toBeInTheDocument(); // no album:write
    await user.click(screen.getByTestId('picker-ok'));
    expect(onPick.mock.calls[0][0].map((p: Picture) => p.id)).toEqual([12, 22]);
  });

  it('takes one picture with a click when one is asked for', async () => {
    signInWith('goods:album:read', 'goods:album:write');
    albums();
    const onPick = vi.fn();
    const { user } = renderPage(<PicturePicker open max={1} onCancel={() => undefined} onPick={onPick} />);
    await user.click(await screen.findByTestId('picker-picture-11'));
    await user.click(screen.getByTestId('picker-picture-12'));
    expect(screen.getByTestId('picker-upload')).toBeInTheDocument();
    await user.click(screen.getByTestId('picker-ok'));
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0][0].map((p: Picture) => p.id)).toEqual([12]);
    expect(within(screen.getByTestId('picker-albums')).getAllByRole('listitem')).toHaveLength(2);
  });
});
