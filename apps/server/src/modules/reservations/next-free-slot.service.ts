import { isPractitioner } from '@praktik/domain/access/roles';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { consecutiveDates } from '@praktik/domain/slots/bookable-slots';
import { emptyDoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import { NEXT_FREE_SLOT_DAYS, nextFreeSlot } from '@praktik/domain/slots/next-free-slot';
import type { NextFreeSlotQuery } from '@praktik/domain/slots/next-free-slot-request.schema';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import type { NextFreeSlotView } from './next-free-slot-view.schema';

export interface NextFreeSlotServiceDeps {
  now: Clock;
}

/**
 * "Slot kosong berikutnya" (docs/decisions/0057-next-free-slot.md): the earliest slot the add
 * dialog could book, for one practitioner or any. Answered on the save's clock (WIB) and from
 * the slots the save accepts, so the slot answered is one the save takes, unless someone books
 * it first.
 */
export function createNextFreeSlotService(
  repositories: Repositories,
  { now }: NextFreeSlotServiceDeps,
) {
  return {
    async nextFreeSlot(tenant: Tenant, query: NextFreeSlotQuery): Promise<NextFreeSlotView> {
      // A doctor or beautician books only onto their own row: "any" is them, another is refused
      // before any lookup, as the save refuses it.
      let only = query.doctor_id ?? null;
      if (isPractitioner(tenant.role)) {
        if (only !== null && only !== tenant.userId) {
          throw new ForbiddenError('errors.reservationNotOwn');
        }
        only = tenant.userId;
      }
      const clinicNow = clinicClock(now(), DEFAULT_UTC_OFFSET_HOURS);
      const dates = consecutiveDates(clinicNow.date, NEXT_FREE_SLOT_DAYS);
      const from = dates[0]!;
      const through = dates.at(-1)!;
      const bases = await repositories.schedules.activePractitionerSlotsBases(
        tenant.businessId,
        only,
        from,
        through,
      );
      if (only !== null && bases.length === 0) {
        throw new NotFoundError('errors.practitionerNotFound');
      }
      const found = nextFreeSlot({
        practitioners: bases.map((basis) => ({
          id: basis.id,
          name: basis.name,
          schedule: basis.schedule ?? emptyDoctorSchedule(),
          bookings: basis.booked,
        })),
        duration: query.duration,
        now: clinicNow,
      });
      const practitioner = found ? bases.find((basis) => basis.id === found.practitionerId) : null;
      return {
        duration: query.duration,
        searchedFrom: from,
        searchedThrough: through,
        slot:
          found && practitioner
            ? {
                doctorId: practitioner.id,
                doctorName: practitioner.name,
                dateVisit: found.date,
                timeVisit: found.timeVisit,
                availability_start: found.start,
                availability_end: found.end,
              }
            : null,
      };
    },
  };
}
export type NextFreeSlotService = ReturnType<typeof createNextFreeSlotService>;
