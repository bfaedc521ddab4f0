import { Workbox } from 'workbox-window';
import { i18n } from '../i18n';
import { showInfo } from './feedback';

/** The update notice stays 8 s; the page reloads 10 s after the update. */
const PWA_NOTICE_SECONDS = 8;
const PWA_RELOAD_MS = 10_000;

/**
 * Service worker: new content found → a message, and the new worker takes over;
 * updated → a message, and the page reloads after 10 seconds. `reload` is there for tests
 * (jsdom's location cannot be stubbed).
 */
export function registerServiceWorker(reload: () => void = () => window.location.reload()): void {
  const wb = new Workbox('./sw.js');
  wb.addEventListener('waiting', () => {
    showInfo(i18n.t('pwa.newContent'), PWA_NOTICE_SECONDS);
    wb.messageSkipWaiting();
  });
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    showInfo(i18n.t('pwa.updated'), PWA_RELOAD_MS / 1000);
    setTimeout(reload, PWA_RELOAD_MS);
  });
  void wb.register();
}
