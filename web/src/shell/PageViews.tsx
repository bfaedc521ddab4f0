import {
  Activity,
  memo,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  type ContextType,
} from 'react';
import { UNSAFE_LocationContext, UNSAFE_RouteContext, useLocation, type Location } from 'react-router';
import { Skeleton } from 'antd';
import { useTabs } from './tabs/store';
import { pageComponent } from './pageComponent';
import type { RouteMatch } from '../app/routes/match';

type RouteContextValue = ContextType<typeof UNSAFE_RouteContext>;

/** What a kept-alive page sees of the router: frozen at its own last location. */
interface Snapshot {
  location: Location;
  routeContext: RouteContextValue;
  match: RouteMatch;
}

/**
 * The router view with keep-alive: every cached tab's page stays mounted inside a
 * hidden `<Activity>`, so its state, form input and scroll survive switching tabs. Each page
 * sees the router at its own location (frozen contexts), so navigating elsewhere re-renders
 * nothing of it. noKeepAlive pages are mounted only while shown.
 */
export function PageViews({ match, scroller }: { match: RouteMatch; scroller: React.RefObject<HTMLElement | null> }) {
  const location = useLocation();
  const outer = useContext(UNSAFE_RouteContext);
  const cached = useTabs((state) => state.cached);
  const reloads = useTabs((state) => state.reloads);
  const snapshots = useRef(new Map<string, Snapshot>());
  const scrolls = useRef(new Map<string, number>());

  const active = match.pathname;
  const previous = snapshots.current.get(active);
  // A new snapshot only when the tab's own address changed: returning to it (a new location
  // key, same address) must hand the page the very same props.
  const address = location.pathname + location.search + location.hash;
  const previousAddress = previous && previous.location.pathname + previous.location.search + previous.location.hash;
  if (!previous || previousAddress !== address || previous.match.route !== match.route) {
    const last = outer.matches.length - 1;
    snapshots.current.set(active, {
      location,
      match,
      routeContext: {
        ...outer,
        outlet: null,
        matches: outer.matches.map((m, i) =>
          i === last ? { ...m, params: { ...m.params, ...match.params }, pathname: match.pathname } : m,
        ),
      },
    });
  }
  const shown = cached.includes(active) ? cached : [...cached, active];
  // Forget what is no longer shown.
  for (const path of snapshots.current.keys()) if (!shown.includes(path)) snapshots.current.delete(path);

  return (
    <>
      {shown.map((path) => {
        const snapshot = snapshots.current.get(path);
        if (!snapshot) return null;
        const visible = path === active;
        return (
          <Activity key={`${path}#${reloads[path] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
            <ScrollKeeper path={path} scrolls={scrolls.current} scroller={scroller} />
            <PageHost
              location={snapshot.location}
              routeContext={snapshot.routeContext}
              component={snapshot.match.route.component}
              title={snapshot.match.route.meta.title}
            />
          </Activity>
        );
      })}
    </>
  );
}

/** Restores a page's scroll position when it is shown again and records it while shown. */
function ScrollKeeper({
  path,
  scrolls,
  scroller,
}: {
  path: string;
  scrolls: Map<string, number>;
  scroller: React.RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = scrolls.get(path) ?? 0;
    const record = () => scrolls.set(path, element.scrollTop);
    element.addEventListener('scroll', record, { passive: true });
    return () => element.removeEventListener('scroll', record);
  }, [path, scrolls, scroller]);
  return null;
}

const PageHost = memo(function PageHost({
  location,
  routeContext,
  component,
  title,
}: {
  location: Location;
  routeContext: RouteContextValue;
  component: string | undefined;
  title: string;
}) {
  const Page = pageComponent(component, title);
  return (
    <UNSAFE_LocationContext.Provider value={{ location, navigationType: 'PUSH' as never }}>
      <UNSAFE_RouteContext.Provider value={routeContext}>
        <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
          <Page />
        </Suspense>
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
});
