export { AgendaList, type AgendaListProps } from './AgendaList';
export type {
  AgendaListDoctor,
  AgendaListReservation,
  AgendaListService,
} from './agenda-list-options';
