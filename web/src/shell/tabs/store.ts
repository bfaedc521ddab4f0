import { create } from 'zustand';
import { KEEP_ALIVE_MAX } from '../../config';
import { useSession } from '../../session/store';
import { addTab, closeTabs, evict, touchCache, type CloseAction, type VisitedTab } from './tabsLogic';

interface TabsState {
  visited: VisitedTab[];
  /** Paths of the pages kept alive, least recently used first. */
  cached: string[];
  activePath: string;
  /** Bumped to remount a page (reload). */
  reloads: Record<string, number>;
  visit(tab: VisitedTab): void;
  close(path: string, action: CloseAction): VisitedTab[];
  reload(path: string): void;
  reset(): void;
}

export const useTabs = create<TabsState>()((set, get) => ({
  visited: [],
  cached: [],
  activePath: '',
  reloads: {},
  visit: (tab) =>
    set((state) => ({
      visited: addTab(state.visited, tab),
      cached: touchCache(state.cached, tab.path, !tab.meta.noKeepAlive, KEEP_ALIVE_MAX),
      activePath: tab.path,
    })),
  close: (path, action) => {
    const visited = closeTabs(get().visited, path, action);
    set((state) => ({ visited, cached: evict(state.cached, visited) }));
    return visited;
  },
  reload: (path) => set((state) => ({ reloads: { ...state.reloads, [path]: (state.reloads[path] ?? 0) + 1 } })),
  reset: () => set({ visited: [], cached: [], activePath: '', reloads: {} }),
}));

// Logout: the visited tabs go with the session.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) useTabs.getState().reset();
});
