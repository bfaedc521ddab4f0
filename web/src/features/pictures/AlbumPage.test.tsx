import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { ok, renderPage, signInWith } from '../../test/harness';
import type { Album, Picture } from '../../api/generated/model';
import AlbumPage from './AlbumPage';
import { formatBytes } from './PictureGrid';

const album = (over: Partial<Album>): Album => ({
  id: 1, name: '默认相册', coverId: null, coverUrl: null, sort: 0, isDefault: true, pictureCount: 0, createdAt: '2026-11-01T00:00:00Z', ...over,
});
const picture = (id: number, name: string, albumId = 2): Picture => ({
  id, albumId, name, url: `/api/pictures/file?id=${id}`, thumbUrl: `/api/pictures/thumb?id=${id}`, contentType: 'image/png',
  size: 204800, width: 800, height: 600, createdAt: '2026-11-20T08:00:00Z',
});

function albumServer(pictures: Picture[]) {
  const albums = [album({ pictureCount: 0 }), album({ id: 2, name: '商品主图', isDefault: false, sort: 10, pictureCount: pictures.length, coverUrl: '/api/pictures/thumb?id=11' })];
  const uploads: { albumId: string | null; names: string[] }[] = [];
  server.use(
    http.get('*/api/admin/album/index', () => ok({ list: albums, total: albums.length })),
    http.get('*/api/admin/picture/index', ({ request }) => {
      const id = new URL(request.url).searchParams.get('albumId');
      const list = pictures.filter((p) => !id || String(p.albumId) === id);
      return ok({ list, total: list.length });
    }),
    http.post('*/api/admin/album/upload', async ({ request }) => {
      const form = await request.formData();
      const files = form.getAll('files') as File[];
      // jsdom's FormData loses file names on the way: the files are told apart by their order.
      uploads.push({ albumId: form.get('albumId') as string | null, names: files.map((f) => f.name) });
      if (uploads.length === 2) return errorReply(400, 'file notes.png is not a JPEG, PNG, WebP or GIF picture', { field: 'files[0]' });
      const added = picture(20 + uploads.length, '梨.png');
      pictures.unshift(added);
      return ok({ list: [added], total: 1 });
    }),
  );
  return { uploads };
}

describe('album page', { timeout: 40_000 }, () => {
  it('lists albums and shows thumbnails; the default album cannot be deleted', async () => {
    signInWith('goods:album:read', 'goods:album:write');
    albumServer([picture(11, '苹果.png'), picture(12, '橙子.png')]);
    renderPage(<AlbumPage />);

    const apple = await screen.findByTestId('picture-11');
    expect(within(apple).getByRole('img', { name: '苹果.png' })).toHaveAttribute('src', '/api/pictures/thumb?id=11');
    expect(within(apple).getByText(/800 × 600/)).toHaveTextContent('800 × 600 · 200 KB');
    const defaults = await screen.findByTestId('album-1');
    expect(within(defaults).getByText('Default')).toBeInTheDocument();
    expect(within(defaults).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('album-2')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('uploads several files into the chosen album, each on its own, and says which one was refused', async () => {
    signInWith('goods:album:read', 'goods:album:write');
    const { uploads } = albumServer([picture(11, '苹果.png')]);
    const { user, container } = renderPage(<AlbumPage />, '/?albumId=2');
    await screen.findByTestId('picture-11');

    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [new File(['png-bytes'], '梨.png', { type: 'image/png' }), new File(['text'], 'notes.png', { type: 'image/png' })]);

    expect(await screen.findByText('梨.png uploaded')).toBeInTheDocument();
    expect(await screen.findByText('file notes.png is not a JPEG, PNG, WebP or GIF picture')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    expect(uploads.every((u) => u.albumId === '2' && u.names.length === 1)).toBe(true);
    // The new picture appears in the grid once the list is fetched again.
    expect(await screen.findByTestId('picture-21')).toBeInTheDocument();
  });

  it('shows why a picture cannot be deleted', async () => {
    signInWith('goods:album:read', 'goods:album:write');
    albumServer([picture(11, '苹果.png')]);
    server.use(http.post('*/api/admin/picture/destroy', () => errorReply(409, 'picture 11 is used by goods: 红富士苹果 5kg')));
    const { user } = renderPage(<AlbumPage />);
    const apple = await screen.findByTestId('picture-11');
    await user.click(within(apple).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('picture 11 is used by goods: 红富士苹果 5kg')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('picture-11')).toBeInTheDocument());
  });

  it('offers no writes to a reader', async () => {
    signInWith('goods:album:read');
    albumServer([picture(11, '苹果.png')]);
    renderPage(<AlbumPage />);
    await screen.findByTestId('picture-11');
    expect(screen.queryByTestId('picture-upload')).not.toBeInTheDocument();
    expect(screen.queryByTestId('album-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [204800, '200 KB'],
    [2621440, '2.5 MB'],
  ])('%d is %s', (n, text) => expect(formatBytes(n)).toBe(text));
});
