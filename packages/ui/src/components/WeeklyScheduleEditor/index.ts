export { WeeklyScheduleEditor, type WeeklyScheduleEditorProps } from './WeeklyScheduleEditor';
export {
  SCHEDULE_DURATIONS,
  SLOT_TIME_OPTIONS,
  scheduleSlotErrors,
  slotErrorKey,
  type SlotBound,
  type SlotErrors,
} from './weekly-schedule-options';
