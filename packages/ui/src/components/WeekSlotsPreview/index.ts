export {
  WeekSlotsPreview,
  type WeekSlotsPreviewDay,
  type WeekSlotsPreviewProps,
} from './WeekSlotsPreview';
