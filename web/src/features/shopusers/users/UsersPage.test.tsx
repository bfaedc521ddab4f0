import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { errorReply } from '../../../test/envelopes';
import { ok, renderPage, signInWith } from '../../../test/harness';
import { levelsHandler, sampleUser } from '../testing';
import UsersPage from './UsersPage';

function serveUsers(seen: URLSearchParams[], balance = () => '20.00') {
  server.use(
    levelsHandler,
    http.get('*/api/admin/user/index', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return ok({ list: [sampleUser({ balance: balance() })], total: 41 });
    }),
  );
}

describe('users list', { timeout: 40_000 }, () => {
  it('reads its filters from the URL and writes a new filter back to it, from page 1', async () => {
    signInWith('shop:user:read');
    const seen: URLSearchParams[] = [];
    serveUsers(seen);
    const { user } = renderPage(<UsersPage />, '/?levelId=2&pageNo=3');

    expect(await screen.findByText('王芳')).toBeInTheDocument();
    expect(seen[0].get('levelId')).toBe('2');
    expect(seen[0].get('pageNo')).toBe('3');
    expect(seen[0].get('sort')).toBe('-registeredAt');

    await user.click(within(screen.getByTestId('filter-level')).getByRole('combobox'));
    await user.click(await screen.findByTitle('黄金会员'));
    await user.type(screen.getByPlaceholderText('Start of nickname, mobile or member no.'), '138');
    await user.click(screen.getByTestId('filter-search'));

    await waitFor(() => expect(seen.at(-1)?.get('levelId')).toBe('3'));
    expect(seen.at(-1)?.get('keyword')).toBe('138');
    expect(seen.at(-1)?.get('pageNo')).toBe('1');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?levelId=3&keyword=138');
  });

  it('hides the write controls from staff without shop:user:write', async () => {
    signInWith('shop:user:read');
    serveUsers([]);
    renderPage(<UsersPage />);
    await screen.findByText('王芳');
    expect(screen.queryByTestId('adjust-10001')).not.toBeInTheDocument();
    expect(screen.queryByTestId('disabled-10001')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('adjusts a balance after a confirmation, once, with an Idempotency-Key', async () => {
    signInWith('shop:user:read', 'shop:user:write');
    let balance = '20.00';
    serveUsers([], () => balance);
    const posts: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/admin/user/adjust', async ({ request }) => {
        posts.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        balance = '45.50';
        return ok({
          user: sampleUser({ balance }),
          log: {
            id: 9, logSn: 'AL000000000009', userId: 10001, user: { id: 10001, nickname: '王芳', mobile: '13812345678', avatar: '' },
            type: 'money', channel: 'adminIncrease', changeAmount: '25.50', changeType: 'increase', leftAmount: '45.50',
            sourceSn: '', remark: 'late delivery', createdAt: '2026-11-21T10:00:00Z',
          },
        });
      }),
    );
    const { user } = renderPage(<UsersPage />);
    await user.click(await screen.findByTestId('adjust-10001'));
    await user.type(screen.getByTestId('adjust-amount'), '25.5');
    await user.type(screen.getByTestId('adjust-remark'), 'late delivery');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText("王芳's Balance: Increase 25.5. Go ahead?")).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.click(screen.getByTestId('adjust-confirm'));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0].body).toEqual({ userId: 10001, type: 'money', changeType: 'increase', amount: '25.5', remark: 'late delivery' });
    expect(await screen.findByText('Adjusted; Balance is now 45.50')).toBeInTheDocument();
    expect(await screen.findByText('45.50')).toBeInTheDocument();
  });

  it('shows a refused decrease under the amount and keeps the dialog open', async () => {
    signInWith('shop:user:read', 'shop:user:write');
    serveUsers([]);
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/admin/user/adjust', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return errorReply(409, 'the balance is 20.00; it cannot go below zero', { field: 'amount' });
      }),
    );
    const { user } = renderPage(<UsersPage />);
    await user.click(await screen.findByTestId('adjust-10001'));
    await user.click(screen.getByLabelText('Decrease'));
    await user.type(screen.getByTestId('adjust-amount'), '30');
    await user.type(screen.getByTestId('adjust-remark'), 'refund');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByTestId('adjust-confirm'));

    const refusal = await screen.findByText('the balance is 20.00; it cannot go below zero');
    expect(refusal.closest('.ant-form-item')).toContainElement(screen.getByTestId('adjust-amount'));
    expect(screen.getAllByText('the balance is 20.00; it cannot go below zero')).toHaveLength(1);
    expect(screen.getByTestId('adjust-amount')).toHaveValue('30');

    // The corrected request is another request: it goes under a key of its own.
    await user.clear(screen.getByTestId('adjust-amount'));
    await user.type(screen.getByTestId('adjust-amount'), '20');
    // (Under jsdom, where animations never end, the button's name keeps the spinner of the last save.)
    const form = screen.getByTestId('adjust-amount').closest('.ant-modal') as HTMLElement;
    await user.click(within(form).getByRole('button', { name: /OK$/ }));
    await user.click(await screen.findByTestId('adjust-confirm'));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('refuses an amount with three decimals before asking the server', async () => {
    signInWith('shop:user:read', 'shop:user:write');
    serveUsers([]);
    const { user } = renderPage(<UsersPage />);
    await user.click(await screen.findByTestId('adjust-10001'));
    await user.type(screen.getByTestId('adjust-amount'), '1.234');
    await user.type(screen.getByTestId('adjust-remark'), 'x');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Enter an amount above 0')).toBeInTheDocument();
    expect(screen.queryByText(/Go ahead\?/)).not.toBeInTheDocument();
  });

  it('adds a user through the staff operation; a taken number shows under the mobile field', async () => {
    signInWith('shop:user:read', 'shop:user:write');
    const seen: URLSearchParams[] = [];
    serveUsers(seen);
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/user/add', async ({ request }) => {
        const body = (await request.json()) as { mobile: string };
        bodies.push(body);
        if (body.mobile === '13800000001') return errorReply(409, 'mobile number 13800000001 is already registered', { field: 'mobile' });
        return ok(sampleUser({ id: 10002, nickname: '新买家', mobile: body.mobile, sn: 'U0000010002' }));
      }),
    );
    const { user } = renderPage(<UsersPage />);
    await user.click(await screen.findByTestId('add-user'));
    await user.type(screen.getByTestId('add-user-mobile'), '13800000001');
    await user.type(screen.getByTestId('add-user-nickname'), ' 新买家 ');
    await user.click(screen.getByTestId('add-user-save'));

    const refusal = await screen.findByText('mobile number 13800000001 is already registered');
    expect(refusal.closest('.ant-form-item')).toContainElement(screen.getByTestId('add-user-mobile'));
    expect(bodies[0]).toEqual({ mobile: '13800000001', nickname: '新买家' });

    await user.clear(screen.getByTestId('add-user-mobile'));
    await user.type(screen.getByTestId('add-user-mobile'), '13800000002');
    await user.click(screen.getByTestId('add-user-save'));
    expect(await screen.findByText('Added 新买家 (U0000010002)')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
  });

  it('checks the mobile number before asking the server', async () => {
    signInWith('shop:user:read', 'shop:user:write');
    serveUsers([]);
    const { user } = renderPage(<UsersPage />);
    await user.click(await screen.findByTestId('add-user'));
    await user.type(screen.getByTestId('add-user-mobile'), '12345678901');
    await user.type(screen.getByTestId('add-user-nickname'), 'x');
    await user.click(screen.getByTestId('add-user-save'));
    expect(await screen.findByText('Enter an 11-digit mainland mobile number')).toBeInTheDocument();
  });

  it('offers no add button to staff without shop:user:write', async () => {
    signInWith('shop:user:read');
    serveUsers([]);
    renderPage(<UsersPage />);
    await screen.findByText('王芳');
    expect(screen.queryByTestId('add-user')).not.toBeInTheDocument();
  });
});
