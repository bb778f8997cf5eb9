export const ALERT_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

/** `sm`: a note inside a table cell or beside a value, where a full box would crowd it. */
export const ALERT_SIZES = ['md', 'sm'] as const;
export type AlertSize = (typeof ALERT_SIZES)[number];

/**
 * Warnings and errors interrupt a screen reader (`alert`); info and success wait their turn
 * (`status`).
 */
export const ROLE_FOR_TONE: Record<AlertTone, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
};
