import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../test/server';
import { currentRoute, renderApp } from '../../test/renderApp';
import { LAZY_PAGE } from '../../test/timing';
import { userInfo } from '../../test/envelopes';
import { useSession } from '../../session/store';
import { useSettings } from '../settings/store';
import { DEFAULT_THEME } from '../settings/theme';

const notice = (id: number, text: string, email = '') => ({
  id,
  image: '',
  notice: email ? '' : text,
  email,
  createdAt: '2026-11-21T08:00:00Z',
});

describe('top bar', () => {
  let cleared = 0;
  beforeEach(() => {
    cleared = 0;
    useSession.getState().setToken('tok');
    useSettings.setState({
      theme: { ...DEFAULT_THEME, layout: 'vertical', showNotice: true, showSearch: true, showFullScreen: true },
    });
    server.use(
      http.get('*/api/shop/admin/info', () => HttpResponse.json({ code: 200, msg: 'success', data: userInfo() })),
      http.get('*/api/shop/notice/getList', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { list: [notice(1, 'export ready'), notice(2, 'stock low'), notice(3, '', 'mail from Li')], total: 3 },
        }),
      ),
      http.post('*/api/shop/notice/clear', () => {
        cleared += 1;
        return HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0 } });
      }),
      http.get('*/api/search/getList', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            list: [
              { value: 'orderList', url: '/#/order/list' },
              { value: 'fundFlow', url: '/#/cash/runwater' },
            ],
          },
        }),
      ),
    );
  });

  it('shows the notice total and clears all with a success message', async () => {
    const { user } = renderApp('/index');
    const bell = await screen.findByTestId('notice', {}, LAZY_PAGE);
    await waitFor(() => expect(bell).toHaveTextContent('3'));
    await user.click(bell);
    const popover = await screen.findByTestId('notice-popover');
    expect(within(popover).getByText('export ready')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('Messages cleared')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notice')).not.toHaveTextContent('3'));
    expect(cleared).toBe(1); // on the server, not only in this browser's cache
  });

  it("says 'open full screen failed' where full screen is unsupported", async () => {
    const { user } = renderApp('/index');
    await user.click(await screen.findByTestId('full-screen', {}, LAZY_PAGE));
    expect(await screen.findByText('open full screen failed')).toBeInTheDocument();
  });

  it('search filters the suggestions by substring and opens the chosen page', async () => {
    const { user } = renderApp('/index');
    await user.click(await screen.findByTestId('search', {}, LAZY_PAGE));
    await user.type(await screen.findByTestId('search-input'), 'order');
    const option = await screen.findByText('Order list', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('Fund flow', { selector: '.ant-select-item-option-content' })).toBeNull();
    await user.click(option);
    await waitFor(() => expect(currentRoute()).toBe('/order/list'));
  });
});
