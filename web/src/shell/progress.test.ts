import NProgress from 'nprogress';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { doneProgress, startProgress, startReloadProgress } from './progress';
import { useSettings } from './settings/store';
import { DEFAULT_THEME } from './settings/theme';
import { server } from '../test/server';
import { currentRoute, renderApp } from '../test/renderApp';
import { userInfo } from '../test/envelopes';
import { useSession } from '../session/store';

/** The bar the user sees (NProgress renders #nprogress into the page while it runs). */
const bar = () => document.getElementById('nprogress');

function finishBar() {
  NProgress.done();
  NProgress.remove();
}

afterEach(() => {
  vi.useRealTimers();
  finishBar();
  useSettings.setState({ theme: { ...DEFAULT_THEME } });
});

describe('progress bar', () => {
  beforeEach(() => vi.useFakeTimers());

  it('shows on start and goes away once done', () => {
    startProgress();
    expect(NProgress.isStarted()).toBe(true);
    expect(bar()).not.toBeNull();

    doneProgress();
    expect(NProgress.isStarted()).toBe(false);
    // The bar fades out (speed 200 ms twice), then leaves the page.
    vi.advanceTimersByTime(500);
    expect(bar()).toBeNull();
  });

  it('stays hidden when the theme switches it off', () => {
    useSettings.getState().setTheme({ showProgressBar: false });
    startProgress();
    expect(NProgress.isStarted()).toBe(false);
    expect(bar()).toBeNull();
  });

  it('ends 200 ms after a reload', () => {
    startReloadProgress();
    expect(NProgress.isStarted()).toBe(true);
    vi.advanceTimersByTime(199);
    expect(NProgress.isStarted()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(NProgress.isStarted()).toBe(false);
  });
});

describe('progress bar on navigation', () => {
  it('starts while the guard works and finishes when the page opens', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/shop/admin/info', async () => {
        await held;
        return HttpResponse.json({ code: 200, msg: 'success', data: userInfo() });
      }),
    );
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(document.querySelector('#login_username')).not.toBeNull());
    finishBar();

    // A token in the address: the guard loads the user before the page opens.
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/index?token=tok-admin');
    });
    await waitFor(() => expect(NProgress.isStarted()).toBe(true));
    expect(bar()).not.toBeNull();

    release();
    await act(() => navigated);
    await waitFor(() => expect(currentRoute()).toBe('/index'));
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));
  });

  it('runs on the reload event of the top bar and ends by itself', async () => {
    useSession.getState().setToken('tok-admin');
    server.use(http.get('*/api/shop/admin/info', () => HttpResponse.json({ code: 200, msg: 'success', data: userInfo() })));
    const { user } = renderApp('/index');
    const refresh = await screen.findByTestId('refresh');
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));

    // The bar lives 200 ms; a slow machine can spend that inside the click itself, so watch it start.
    const start = vi.spyOn(NProgress, 'start');
    await user.click(refresh);
    expect(start).toHaveBeenCalled();
    await waitFor(() => expect(NProgress.isStarted()).toBe(false), { timeout: 1000 });
  });
});
