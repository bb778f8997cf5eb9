export const TOAST_TONES = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** Spec 1 §8: snackbars hide after 2.5 seconds. */
export const TOAST_TIMEOUT_MS = 2500;
/** Spec 1 §8: at most 5 at a time; more wait their turn. */
export const TOAST_MAX_VISIBLE = 5;
