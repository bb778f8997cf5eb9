export const ALERT_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

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
