import type {
  AgendaListReservation,
  AgendaListService,
} from '../components/AgendaList/agenda-list-options';

/*
 * The clinic the agenda's and the week's stories show: the same two services and reservations
 * written the same way, so both views are reviewed on one clinic's data.
 */

export const storyServices: AgendaListService[] = [
  { id: 'svc-gp', name: 'Konsultasi Umum' },
  { id: 'svc-skin', name: 'Perawatan Kulit' },
];

/** A reservation from 'HH:mm:ss' to 'HH:mm:ss', a general consultation unless `more` says. */
export const storyVisit = (
  id: string,
  start: string,
  end: string,
  patientName: string,
  noSequence: number,
  status: AgendaListReservation['status'],
  more: Partial<AgendaListReservation> = {},
): AgendaListReservation => ({
  id,
  start,
  end,
  patientName,
  noSequence,
  status,
  serviceId: 'svc-gp',
  ...more,
});
