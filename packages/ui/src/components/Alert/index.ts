export { Alert, type AlertProps } from './Alert';
export {
  ALERT_SIZES,
  ALERT_TONES,
  ROLE_FOR_TONE,
  type AlertSize,
  type AlertTone,
} from './alert-options';
