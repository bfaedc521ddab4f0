import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../test/server';
import { renderApp } from '../../test/renderApp';
import { LAZY_PAGE } from '../../test/timing';
import { userInfo } from '../../test/envelopes';
import { useSession } from '../../session/store';

// A console opened for the first time (nothing in local storage) looks as the product's
// defaults say: read from what renders, not from the constant that holds them.
describe('a console with no saved theme', () => {
  it('opens in the column layout with card columns on a dark menu, a fixed header, no tabs, and only refresh and full screen in the top bar', async () => {
    localStorage.clear();
    useSession.getState().setToken('tok');
    server.use(http.get('*/api/shop/admin/info', () => HttpResponse.json({ code: 200, msg: 'success', data: userInfo() })));
    renderApp('/index');
    const column = await screen.findByTestId('column-bar', {}, LAZY_PAGE);
    expect(column).toHaveClass('shell-column-card', 'is-dark'); // layout column, columnStyle card, red-black
    expect(document.querySelector('.shell-sider-background')).toBeNull(); // background none
    expect(screen.queryByTestId('tabs-bar')).toBeNull(); // showTabs false
    expect(screen.getAllByTestId('header').length).toBeGreaterThan(0);
    expect(screen.getByTestId('scroller').querySelector('[data-testid=header]')).toBeNull(); // fixedHeader: outside the scroll
    expect(screen.getByTestId('refresh')).toBeInTheDocument();
    expect(screen.getByTestId('full-screen')).toBeInTheDocument();
    for (const hidden of ['search', 'notice', 'language', 'theme-button', 'theme-panel']) {
      expect(screen.queryByTestId(hidden), hidden).toBeNull();
    }
  });
});
