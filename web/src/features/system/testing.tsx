import type { ReactElement } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { useSession } from '../../session/store';
import { server } from '../../test/server';
import { renderPage as renderWithProviders } from '../../test/renderPage';

/** Who is signed in for a screen test: Admin, or Editor holding read:system and write:system only. */
const ADMIN = { username: 'admin', roles: ['Admin'], permissions: ['read:system', 'write:system', 'delete:system'] };
export const EDITOR = { username: 'editor', roles: ['Editor'], permissions: ['read:system', 'write:system'] };

/** Renders one page at `path` inside the console's providers and a router, signed in as `who`. */
export function renderPage(ui: ReactElement, who = ADMIN, path = '/') {
  useSession.setState({ token: 'tok', ...who, admin: who.roles.includes('Admin'), loaded: true });
  return renderWithProviders(ui, path);
}

/** The contract's success envelope. */
function ok(data: JsonBodyType) {
  return HttpResponse.json({ code: 200, msg: 'success', data });
}

/** Answers GET `path` with `data` and records the query of every call. */
export function answerGet(path: string, data: JsonBodyType | ((url: URL) => JsonBodyType)) {
  const calls: URL[] = [];
  server.use(
    http.get(`*/api${path}`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return ok(typeof data === 'function' ? data(url) : data);
    }),
  );
  return calls;
}

/** Answers POST `path` with `data` and records every body. */
export function answerPost(path: string, data: JsonBodyType = null) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return ok(data);
    }),
  );
  return bodies;
}

/** Replaces an input's text in one paste: typing key by key into antd forms is slow. */
export async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
