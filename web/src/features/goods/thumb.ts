import { API_BASE } from '../../api/request';

/** Where a goods picture's thumbnail is: the album's thumbnail, or the URL itself. */
export const thumbOf = (p: { id?: number | null; url?: string }) => (p.id ? `${API_BASE}/pictures/thumb?id=${p.id}` : (p.url ?? ''));
