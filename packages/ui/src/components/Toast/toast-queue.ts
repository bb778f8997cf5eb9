import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS, type ToastTone } from './toast-options';

export interface ToastContent {
  tone: ToastTone;
  text: string;
}

export interface ToastShowOptions {
  /** Milliseconds before it goes; 0 keeps it until dismissed. @default 2500 */
  timeout?: number;
  onClose?: () => void;
}

export type ToastQueueOf = ToastQueue<ToastContent>;

/** Creates a queue (the app uses the shared `toastQueue`; stories and tests may make their own). */
export function createToastQueue(): ToastQueueOf {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });
}

/** The queue `toast.*` writes to and `ToastRegion` shows by default. */
export const toastQueue = createToastQueue();

function show(
  queue: ToastQueueOf,
  tone: ToastTone,
  text: string,
  options: ToastShowOptions = {},
): string {
  const { timeout = TOAST_TIMEOUT_MS, onClose } = options;
  return queue.add({ tone, text }, { timeout: timeout > 0 ? timeout : undefined, onClose });
}

export interface ToastApi {
  success: (text: string, options?: ToastShowOptions) => string;
  error: (text: string, options?: ToastShowOptions) => string;
  info: (text: string, options?: ToastShowOptions) => string;
  /** Closes one toast by the key `success`/`error`/`info` returned. */
  close: (key: string) => void;
  /** Closes every toast, shown or waiting. */
  clear: () => void;
}

export function toastApi(queue: ToastQueueOf): ToastApi {
  return {
    success: (text, options) => show(queue, 'success', text, options),
    error: (text, options) => show(queue, 'error', text, options),
    info: (text, options) => show(queue, 'info', text, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/**
 * Shows a snackbar from anywhere (an SWR error handler, a mutation): `toast.success(t('...'))`.
 * Texts come translated from the caller.
 */
export const toast: ToastApi = toastApi(toastQueue);
