import { isPractitioner } from '@praktik/domain/access/roles';
import { groupWeekByDay, weekDaysOf } from '@praktik/domain/reservations/practitioner-week';
import type { ReservationWeekQuery } from '@praktik/domain/reservations/reservation-week.schema';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import type { ReservationWeekView } from './reservation-week-view.schema';
import { scheduledSlotsOf, timetableCardOf } from './timetable-row-parts';

/**
 * The reservation page's week of one practitioner (docs/decisions/0061-week-view.md): their
 * reservations from Monday to Sunday in one read, by day, with the hours they work each day.
 */
export function createReservationWeekService(repositories: Repositories) {
  return {
    async week(tenant: Tenant, query: ReservationWeekQuery): Promise<ReservationWeekView> {
      // A doctor or beautician sees only their own timetable: another's week is refused before
      // any lookup, as the next free slot refuses another's time.
      if (isPractitioner(tenant.role) && query.doctor_id !== tenant.userId) {
        throw new ForbiddenError('errors.weekNotOwn');
      }
      const days = weekDaysOf(query.date);
      const weekStart = days[0]!;
      const weekEnd = days.at(-1)!;
      const { practitioner, reservations } = await repositories.reservations.practitionerWeek(
        tenant.businessId,
        query.doctor_id,
        weekStart,
        weekEnd,
      );
      if (!practitioner) throw new NotFoundError('errors.practitionerNotFound');
      const byDay = groupWeekByDay(
        query.date,
        reservations.map((reservation) => ({
          date: reservation.date,
          start: reservation.availability_start,
          noSequence: reservation.noSequence,
          card: timetableCardOf(reservation),
        })),
      );
      return {
        doctorId: practitioner.id,
        doctorName: practitioner.name,
        role: practitioner.role,
        weekStart,
        weekEnd,
        days: byDay.map((day) => ({
          date: day.date,
          availableSlot: scheduledSlotsOf(practitioner, day.date),
          reservations: day.reservations.map((reservation) => reservation.card),
        })),
      };
    },
  };
}
export type ReservationWeekService = ReturnType<typeof createReservationWeekService>;
