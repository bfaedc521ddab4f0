import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../test/renderPage';

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
const workbox = vi.hoisted(() => ({
  scriptUrl: '',
  listeners: new Map<string, (event: { isUpdate?: boolean }) => void>(),
  register: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(scriptUrl: string) {
      workbox.scriptUrl = scriptUrl;
    }
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

const { registerServiceWorker } = await import('./pwa');

function fire(type: string, event: { isUpdate?: boolean } = {}) {
  const listener = workbox.listeners.get(type);
  if (!listener) throw new Error(`no ${type} listener`);
  act(() => listener(event));
}

describe('service worker messages', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    workbox.listeners.clear();
    workbox.register.mockClear();
    workbox.messageSkipWaiting.mockClear();
    reload.mockClear();
    // Toasts go through the console's providers, as in the running console.
    renderPage(<span />);
    registerServiceWorker(reload);
  });
  afterEach(() => vi.useRealTimers());

  it('registers the generated worker', () => {
    expect(workbox.scriptUrl).toBe('./sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('says so when new content is found and lets the new worker take over', () => {
    fire('waiting');
    expect(screen.getByText('New content is available, updating…')).toBeInTheDocument();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when updated and reloads after 10 seconds', () => {
    fire('controlling', { isUpdate: true });
    expect(screen.getByText('Updated to the new version; the page reloads in 10 seconds')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(9_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the first worker takes control (no update)', () => {
    fire('controlling', { isUpdate: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Updated to the new version; the page reloads in 10 seconds')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
