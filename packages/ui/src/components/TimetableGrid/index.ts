export { TimetableGrid, type TimetableGridProps } from './TimetableGrid';
export {
  DOCTOR_COLUMN_WIDTH,
  HOUR_COLUMN_WIDTH,
  type TimetableDoctor,
  type TimetableNow,
  type TimetableReservation,
  type TimetableSelection,
} from './timetable-grid-options';
export { restoreFocusToTimetableCard } from './focus-card';
