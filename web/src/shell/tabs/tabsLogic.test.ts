import { describe, expect, it } from 'vitest';
import { addTab, closeTabs, evict, nextAfterClose, touchCache, type VisitedTab } from './tabsLogic';

const tab = (path: string, extra: Partial<VisitedTab['meta']> = {}): VisitedTab => ({
  path,
  fullPath: path,
  query: {},
  params: {},
  name: path,
  matched: [path],
  meta: { title: path, ...extra },
});
const home = tab('/index', { noClosable: true });
const paths = (tabs: VisitedTab[]) => tabs.map((t) => t.path);
const open = [home, tab('/a'), tab('/b'), tab('/c'), tab('/d')];

describe('tabs', () => {
  it('adds a visited page once, refreshing its query, and keeps home first', () => {
    let tabs = addTab([], tab('/a'));
    tabs = addTab(tabs, { ...tab('/a'), fullPath: '/a?x=1', query: { x: '1' } });
    tabs = addTab(tabs, home);
    expect(paths(tabs)).toEqual(['/index', '/a']);
    expect(tabs[1].fullPath).toBe('/a?x=1');
  });

  it('never shows a tabHidden page', () => {
    expect(addTab([home], tab('/secret', { tabHidden: true }))).toEqual([home]);
  });

  it.each([
    ['self', '/b', ['/index', '/a', '/c', '/d']],
    ['others', '/b', ['/index', '/b']],
    ['left', '/c', ['/index', '/c', '/d']],
    ['right', '/b', ['/index', '/a', '/b']],
    ['all', '/b', ['/index']],
  ] as const)('close %s of %s keeps home', (action, at, expected) => {
    expect(paths(closeTabs(open, at, action))).toEqual(expected);
  });

  it('home cannot be closed even by itself', () => {
    expect(paths(closeTabs(open, '/index', 'self'))).toEqual(paths(open));
  });

  it('after closing the active tab goes to the last remaining tab, or / when none remain', () => {
    expect(nextAfterClose(closeTabs(open, '/d', 'self'), '/d')).toBe('/c');
    expect(nextAfterClose(closeTabs(open, '/b', 'all'), '/b')).toBe('/index');
    expect(nextAfterClose([], '/b')).toBe('/');
    expect(nextAfterClose(closeTabs(open, '/b', 'left'), '/b')).toBeNull(); // active survived
  });
});

describe('keep-alive cache', () => {
  it('keeps at most 20 pages, evicting the least recently used', () => {
    let cache: string[] = [];
    for (let i = 1; i <= 21; i++) cache = touchCache(cache, `/p${i}`, true, 20);
    expect(cache).toHaveLength(20);
    expect(cache).not.toContain('/p1');
    // Revisiting /p2 makes it recent: the next newcomer evicts /p3 instead.
    cache = touchCache(cache, '/p2', true, 20);
    cache = touchCache(cache, '/p22', true, 20);
    expect(cache).toContain('/p2');
    expect(cache).not.toContain('/p3');
  });

  it('never keeps a noKeepAlive page', () => {
    expect(touchCache(['/a'], '/goods', false, 20)).toEqual(['/a']);
  });

  it('drops the pages of closed tabs', () => {
    const remaining = closeTabs(open, '/b', 'others');
    expect(evict(['/a', '/b', '/c', '/index'], remaining)).toEqual(['/b', '/index']);
  });
});
