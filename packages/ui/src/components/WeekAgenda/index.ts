export { WeekAgenda, type WeekAgendaProps } from './WeekAgenda';
export type {
  WeekAgendaDay,
  WeekAgendaPractitioner,
  WeekAgendaReservation,
} from './week-agenda-options';
