import { create } from 'zustand';
import type { AppRoute } from './model';
import { useSession } from '../../session/store';

interface RoutesState {
  /** The signed-in user's routes (filtered); empty until the guard built them. */
  routes: AppRoute[];
  /** Every route the console knows (unfiltered), to tell "forbidden" (403) from "unknown" (404). */
  known: AppRoute[];
  built: boolean;
  setRoutes(routes: AppRoute[], known: AppRoute[]): void;
  reset(): void;
}

/** Route store: the routes the menus, tabs and guard work from. */
export const useRoutes = create<RoutesState>()((set) => ({
  routes: [],
  known: [],
  built: false,
  setRoutes: (routes, known) => set({ routes, known, built: true }),
  reset: () => set({ routes: [], known: [], built: false }),
}));

// Logout and 401: the routes go with the session.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) useRoutes.getState().reset();
});
