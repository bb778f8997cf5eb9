export {
  SatuSehatSendLog,
  SendStatusBadge,
  type SatuSehatSendLogProps,
  type SatuSehatSendLogTexts,
} from './SatuSehatSendLog';
export { SEND_STATUS_TONES } from './send-log-options';
