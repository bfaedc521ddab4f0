import { message, notification } from 'antd';

/** Toasts stay for 3000 ms. */
const MESSAGE_DURATION_MS = 3000;

export interface Feedback {
  message: ReturnType<typeof message.useMessage>[0];
  notification: ReturnType<typeof notification.useNotification>[0];
}

// antd's static functions work before the providers mount (e.g. a guard failing on the first
// load); once mounted, the context-aware instances follow the theme and locale.
const staticFeedback: Feedback = { message, notification };
let current = staticFeedback;

/** Routes toasts to `feedback` until the returned function is called (on unmount). */
export function bindFeedback(feedback: Feedback): () => void {
  current = feedback;
  return () => {
    if (current === feedback) current = staticFeedback;
  };
}

export function showError(text: string): void {
  // The text as key: three requests failing alike show one toast, not three.
  void current.message.error({ content: text, key: text, duration: MESSAGE_DURATION_MS / 1000 });
}

export function showNotice(title: string, description: string): void {
  current.notification.success({ title, description });
}

export function showSuccess(text: string): void {
  void current.message.success({ content: text, duration: MESSAGE_DURATION_MS / 1000 });
}

export function showInfo(text: string, seconds = MESSAGE_DURATION_MS / 1000): void {
  void current.message.info({ content: text, key: text, duration: seconds });
}
