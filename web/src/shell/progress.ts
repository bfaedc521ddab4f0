import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useSettings } from './settings/store';

// Minimum 0.08, speed 200 ms, trickle 800 ms.
NProgress.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickleSpeed: 800 });

const enabled = () => useSettings.getState().theme.showProgressBar;

export function startProgress(): void {
  if (enabled()) NProgress.start();
}

export function doneProgress(): void {
  NProgress.done();
}

/** The reload progress bar ends after 200 ms. */
export function startReloadProgress(): void {
  startProgress();
  setTimeout(doneProgress, 200);
}
