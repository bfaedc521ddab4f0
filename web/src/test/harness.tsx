import type { ReactElement } from 'react';
import { HttpResponse, type JsonBodyType } from 'msw';
import { useSession } from '../session/store';
import { userInfo } from './envelopes';
import { renderPage as renderWithProviders } from './renderPage';

/**
 * The page tests' harness, shared by every feature: render one page, sign in with exactly
 * some permissions, answer an envelope.
 */

/** Renders one page at `path` with the console's providers and a router. */
export function renderPage(page: ReactElement, path = '/') {
  return renderWithProviders(page, path, { delay: null });
}

/** Signs in a staff member holding exactly `permissions` (no Admin role). */
export function signInWith(...permissions: string[]) {
  useSession.getState().setToken('tok');
  useSession.getState().setUserInfo(userInfo({ roles: ['Clerk'], permissions }));
}

/** A success envelope answering `data`. */
export const ok = (data: JsonBodyType) => HttpResponse.json({ code: 200, msg: 'success', data });
