import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AdminUserIndexSort } from '../../api/generated/model';
import { normalQuery, useListParams, useLocalListParams } from './useListParams';

function setup(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListParams('-registeredAt'), location: useLocation() }), { wrapper });
}

describe('list URL state', () => {
  it('reads typed filters, paging and sort, ignoring what the API would refuse', () => {
    const { result } = setup('/?levelId=2&disabled=true&keyword=%E7%8E%8B&pageNo=3&pageSize=500&sort=-balance&bad=x&n=1.5');
    const { list } = result.current;
    expect(list.paging).toEqual({ pageNo: 3, pageSize: 100 });
    expect(list.int('levelId')).toBe(2);
    expect(list.int('n')).toBeUndefined();
    expect(list.bool('disabled')).toBe(true);
    expect(list.bool('bad')).toBeUndefined();
    expect(list.text('keyword')).toBe('王');
    expect(list.sortOf(AdminUserIndexSort)).toBe('-balance');
    expect(list.oneOf('bad', { a: 'a' })).toBeUndefined();
    expect(list.viewQuery).toBe(normalQuery('bad=x&disabled=true&keyword=%E7%8E%8B&levelId=2&n=1.5&sort=-balance'));
  });

  it('falls back to the default sort, and drops a sort the API does not know', () => {
    expect(setup('/').result.current.list.sortOf(AdminUserIndexSort)).toBe('-registeredAt');
    expect(setup('/?sort=nickname').result.current.list.sortOf(AdminUserIndexSort)).toBeUndefined();
  });

  it('keeps both of two changes made before the URL catches up', () => {
    const { result } = setup('/?levelId=1');
    act(() => {
      result.current.list.setSort('balance');
      result.current.list.setPage(2, 20);
    });
    expect(result.current.location.search).toBe('?levelId=1&sort=balance&pageNo=2');
    act(() => {
      result.current.list.setFilters({ keyword: 'x' });
      result.current.list.setPage(3, 50);
    });
    expect(result.current.location.search).toBe('?sort=balance&keyword=x&pageNo=3&pageSize=50');
  });

  it('applies a saved query from page 1, keeping the page size, and marks its own navigations', () => {
    const { result } = setup('/?levelId=1&pageNo=4&pageSize=50');
    act(() => result.current.list.applyQuery('sort=-balance&keyword=a&pageNo=9'));
    expect(result.current.location.search).toBe('?keyword=a&sort=-balance&pageSize=50');
    expect(result.current.location.state).toEqual({ listKit: true });
  });

  it('keeps a local list in React and leaves the page URL alone', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/coupons?status=on&pageNo=2']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useLocalListParams(undefined, 10), location: useLocation() }), { wrapper });
    expect(result.current.list.paging).toEqual({ pageNo: 1, pageSize: 10 });
    expect(result.current.list.filters).toEqual({});
    act(() => {
      result.current.list.setFilters({ state: 'submitted' });
      result.current.list.setPage(3, 10);
    });
    expect(result.current.list.text('state')).toBe('submitted');
    expect(result.current.list.paging).toEqual({ pageNo: 3, pageSize: 10 });
    act(() => result.current.list.setFilters({ state: 'opened' }));
    expect(result.current.list.paging).toEqual({ pageNo: 1, pageSize: 10 });
    expect(result.current.location.search).toBe('?status=on&pageNo=2');
  });
});
