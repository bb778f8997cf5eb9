export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  toast,
  toastQueue,
  toastApi,
  createToastQueue,
  type ToastApi,
  type ToastContent,
  type ToastShowOptions,
  type ToastQueueOf,
} from './toast-queue';
export { TOAST_TONES, TOAST_TIMEOUT_MS, TOAST_MAX_VISIBLE, type ToastTone } from './toast-options';
