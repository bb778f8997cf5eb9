import type { AgendaReservation } from '@praktik/domain/reservations/day-agenda';
import type { VisitStatus } from '@praktik/domain/visits/status';

/**
 * A reservation of the day as the agenda lists it. The timetable's reservations fit as they are
 * (its extra members are ignored), so a page hands both views the same rows.
 */
export interface AgendaListReservation extends AgendaReservation {
  id: string;
  /** Its end, 'HH:mm:ss'; the time column shows it after the start when known. */
  end?: string;
  status: VisitStatus;
  /** Booked, its time passed and the patient never came. @default false */
  noShow?: boolean;
  /** An online booking its booker has not confirmed yet. @default false */
  unconfirmed?: boolean;
  /** The practitioner a transfer moved the patient to: shown instead of the status. */
  transferredTo?: string | null;
  /** The service booked, named through `services`. */
  serviceId?: string | null;
}

/** A practitioner's day: the timetable's row (its schedule is not read). */
export interface AgendaListDoctor {
  doctorId: string;
  doctorName: string;
  reservations: readonly AgendaListReservation[];
}

/** A service the reservations may name by id, with its name as shown. */
export interface AgendaListService {
  id: string;
  name: string;
}
