import { create } from 'zustand';
import { ERROR_LOG_MODES } from '../config';
import { currentPath } from '../app/navigation';

export interface ErrorLogEntry {
  url: string;
  message: string;
  detail: string;
  at: number;
}

interface ErrorLogState {
  entries: ErrorLogEntry[];
  add(entry: Omit<ErrorLogEntry, 'at' | 'url'> & { url?: string }): void;
  clear(): void;
}

/** Route store's error log list (add and clear); at most 100 entries are kept. */
export const useErrorLog = create<ErrorLogState>()((set) => ({
  entries: [],
  add: (entry) =>
    set((state) => ({
      entries: [...state.entries, { url: entry.url ?? currentPath(), message: entry.message, detail: entry.detail, at: Date.now() }].slice(-100),
    })),
  clear: () => set({ entries: [] }),
}));

/** Uncaught errors appear in the error-log dialog when the build's mode is listed. */
export function captureUncaughtErrors(mode: string = import.meta.env.MODE): () => void {
  if (!ERROR_LOG_MODES.includes(mode)) return () => {};
  const onError = (event: ErrorEvent) =>
    useErrorLog.getState().add({ message: event.message, detail: event.error instanceof Error ? (event.error.stack ?? '') : '' });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    // Request failures have been shown as toasts already; the log is for code errors.
    if (reason instanceof Error && reason.name === 'ApiError') return;
    useErrorLog.getState().add({
      message: reason instanceof Error ? reason.message : String(reason),
      detail: reason instanceof Error ? (reason.stack ?? '') : '',
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
