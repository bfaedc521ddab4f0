import { http, HttpResponse } from 'msw';
import type { DestroyViewRequest, ListSettings, ListView, SaveColumnsRequest, SaveViewRequest } from '../api/generated/model';
import { errorReply } from './envelopes';

/**
 * An in-memory stand-in for the list settings endpoints, installed for every test (pages
 * read their settings on mount): empty settings unless a test seeds some. It records what
 * the pages save, and applies the server's rules that the console relies on.
 */
const stored = new Map<string, ListSettings>();
export const listSettingsWrites: { path: string; body: unknown }[] = [];

const empty = (list: string): ListSettings => ({ list, hiddenColumns: [], views: [] });
const ok = (data: ListSettings) => HttpResponse.json({ code: 200, msg: 'success', data });

/** Stores settings for a list, as if saved earlier (views get ids from 1 and a creation time). */
export function seedListSettings(list: string, settings: { hiddenColumns?: string[]; views?: Omit<ListView, 'id' | 'createdAt'>[] }) {
  stored.set(list, {
    list,
    hiddenColumns: settings.hiddenColumns ?? [],
    views: (settings.views ?? []).map((v, i) => ({ ...v, id: i + 1, createdAt: '2026-11-21T10:00:00Z' })),
  });
}

export function storedListSettings(list: string): ListSettings {
  return stored.get(list) ?? empty(list);
}

export function resetListSettings() {
  stored.clear();
  listSettingsWrites.length = 0;
}

function change(path: string, body: { list: string }, apply: (s: ListSettings) => Response | ListSettings) {
  listSettingsWrites.push({ path, body });
  const current = structuredClone(storedListSettings(body.list));
  const next = apply(current);
  if (next instanceof Response) return next;
  stored.set(body.list, next);
  return ok(next);
}

export const listSettingsHandlers = [
  http.get('*/api/listSettings/detail', ({ request }) => ok(storedListSettings(new URL(request.url).searchParams.get('list') ?? ''))),
  http.post('*/api/listSettings/saveColumns', async ({ request }) => {
    const body = (await request.json()) as SaveColumnsRequest;
    return change('saveColumns', body, (s) => ({ ...s, hiddenColumns: [...new Set(body.hiddenColumns)] }));
  }),
  http.post('*/api/listSettings/saveView', async ({ request }) => {
    const body = (await request.json()) as SaveViewRequest;
    return change('saveView', body, (s) => {
      const name = body.name.trim();
      if (s.views.some((v) => v.id !== body.id && v.name.toLowerCase() === name.toLowerCase())) {
        return errorReply(409, `a view named ${name} already exists`, { field: 'name' });
      }
      let view = s.views.find((v) => v.id === body.id);
      if (body.id !== undefined && !view) return errorReply(404, `view ${body.id} does not exist`);
      if (!view) {
        view = { id: Math.max(0, ...s.views.map((v) => v.id)) + 1, name, query: '', isDefault: false, createdAt: '2026-11-21T10:00:00Z' };
        s.views.push(view);
      }
      Object.assign(view, { name, query: body.query, isDefault: body.isDefault });
      if (body.isDefault) for (const v of s.views) v.isDefault = v === view;
      return s;
    });
  }),
  http.post('*/api/listSettings/destroyView', async ({ request }) => {
    const body = (await request.json()) as DestroyViewRequest;
    return change('destroyView', body, (s) =>
      s.views.some((v) => v.id === body.id) ? { ...s, views: s.views.filter((v) => v.id !== body.id) } : errorReply(404, `view ${body.id} does not exist`),
    );
  }),
];
