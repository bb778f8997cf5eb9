export { Alert, type AlertProps } from './Alert';
export { ALERT_TONES, ROLE_FOR_TONE, type AlertTone } from './alert-options';
