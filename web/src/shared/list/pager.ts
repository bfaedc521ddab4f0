import type { PaginationProps } from 'antd';
import { isBounded } from './figures';
import type { Page } from './types';

/**
 * The pager of a list whose total is only a lower bound: the pages it knows (up to the cap's
 * last one, and the current page), never a last page; "next" goes on while the current page
 * came back full. Undefined when the total is exact: the pager is then antd's own.
 */
export function boundedPager(answer: Page<unknown>, pageNo: number, pageSize: number): Pick<PaginationProps, 'total' | 'itemRender'> | undefined {
  if (!isBounded(answer.total, answer)) return undefined;
  const known = Math.max(Math.ceil(answer.total / pageSize), pageNo);
  const full = answer.list.length === pageSize;
  // antd enables "next" only before its last page: one page more, unnumbered, while the current one is full.
  const pages = known + (pageNo === known && full ? 1 : 0);
  return {
    total: pages * pageSize,
    itemRender: (page, type, element) => (type === 'page' && page > known ? null : element),
  };
}
