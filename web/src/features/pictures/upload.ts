import { UploadError, uploadForm } from '../../api/upload';
import type { Picture } from '../../api/generated/model';

/** Uploads one file into an album with progress (uploadForm). */
export async function uploadPicture(albumId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Picture> {
  const form = new FormData();
  form.append('albumId', String(albumId));
  form.append('files', file, file.name);
  const picture = (await uploadForm<{ list?: Picture[] }>('/admin/album/upload', form, onProgress, signal)).list?.[0];
  if (picture) return picture;
  throw new UploadError('Request failed: no picture in the answer', 200);
}
