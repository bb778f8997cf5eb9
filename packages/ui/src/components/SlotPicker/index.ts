export { SlotPicker, type SlotPickerProps } from './SlotPicker';
export {
  SLOT_PICKER_DURATIONS,
  SLOT_PICKER_REASONS,
  slotPickerSections,
  type SlotPickerReason,
  type SlotPickerSection,
  type SlotPickerUnit,
} from './slot-picker-options';
