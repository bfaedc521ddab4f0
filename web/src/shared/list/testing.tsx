import { Button, Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { adminUserIndex, useAdminUserIndex } from '../../api/generated/shopusers/shopusers';
import { AdminUserIndexSort, type AdminUserIndexParams, type User } from '../../api/generated/model';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { DataTable, FilterBar, useList, type ListColumn } from './index';

/** The list key of the kit's test page. */
export const TEST_LIST = 'test.people';

function person(id: number): User {
  return {
    id, sn: `U${id}`, nickname: `Person ${id}`, avatar: '', mobile: `138${String(id).padStart(8, '0')}`, sex: 0, levelId: 0,
    levelName: '', groupId: 0, balance: `${id}.00`, points: 0, growth: 0, earnings: '0.00', totalOrderAmount: '0.00',
    disabled: false, remark: '', registeredAt: '2026-03-01T02:00:00Z', lastLoginAt: null,
  };
}

/** How the fake user index answers, besides its people. */
export interface ServeOptions {
  /** Answers 500 while it returns true. */
  fail?: () => boolean;
  /** May hold a request back (the signal tells whether the console aborted it). */
  before?: (q: URLSearchParams, signal: AbortSignal) => Promise<void>;
  /** A filtered request counts its matches up to this many, as the server does, unless it asks `count=exact`. */
  cap?: number;
  /** A request asking `count=exact` answers 503 (the count took too long) while it returns true. */
  exactFails?: () => boolean;
}

/** What the fake answers when an exact count takes too long. */
export const COUNT_TOO_LONG = 'counting every match took too long; narrow the filter';

/**
 * A fake user index of `total` people (keyword matches nicknames, and is the filter) that
 * records every request.
 */
export function servePeople(total: number, { fail = () => false, before, cap, exactFails = () => false }: ServeOptions = {}) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/admin/user/index', async ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      await before?.(q, request.signal);
      if (fail()) return errorReply(500, 'server error, please try again later');
      const exactAsked = q.get('count') === 'exact';
      if (exactAsked && exactFails()) return errorReply(503, COUNT_TOO_LONG);
      const keyword = q.get('keyword') ?? '';
      const ids = Array.from({ length: total }, (_, i) => i + 1).filter((id) => `Person ${id}`.includes(keyword));
      if (q.get('sort') === '-balance') ids.reverse();
      const no = Number(q.get('pageNo') ?? 1);
      const size = Number(q.get('pageSize') ?? 20);
      const bounded = cap !== undefined && keyword !== '' && !exactAsked && ids.length >= cap;
      const counted = bounded ? { total: cap, exact: false, countCap: cap } : { total: ids.length, exact: true };
      return HttpResponse.json({ code: 200, msg: 'success', data: { list: ids.slice((no - 1) * size, no * size).map(person), ...counted } });
    }),
  );
  return seen;
}

/** A list page built from the kit, as feature pages build theirs. */
export function PeoplePage({ onBatch }: { onBatch?: (rows: User[]) => void }) {
  const list = useList(TEST_LIST);
  const params: AdminUserIndexParams = { ...list.paging, keyword: list.text('keyword'), sort: list.sortOf(AdminUserIndexSort) };
  const query = useAdminUserIndex(params, { query: list.queryOptions });
  const columns: ListColumn<User>[] = [
    { key: 'nickname', title: 'Nickname', fixedVisible: true, exportValue: (u) => u.nickname },
    { key: 'mobile', title: 'Mobile', exportValue: (u) => u.mobile },
    { key: 'balance', title: 'Balance', sortField: 'balance', exportValue: (u) => Number(u.balance) },
    { key: 'sn', title: 'Member no.', exportOnly: true, exportValue: (u) => u.sn },
  ];
  return (
    <>
      <FilterBar list={list}>
        <Form.Item name="keyword" label="Keyword">
          <Input />
        </Form.Item>
      </FilterBar>
      <DataTable<User>
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => adminUserIndex({ ...params, ...page }, { signal })}
        batch={onBatch && ((rows) => <Button onClick={() => onBatch(rows)}>Batch</Button>)}
      />
    </>
  );
}
