import { canReadSchedule, canSaveSchedule } from '@praktik/domain/access/schedule-access';
import type { AvailableSlotsRequest } from '@praktik/domain/slots/available-slots-request.schema';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { bookableDaySlots, consecutiveDates } from '@praktik/domain/slots/bookable-slots';
import {
  emptyDoctorSchedule,
  scheduleOfSaveRequest,
  type DoctorSchedule,
  type ScheduleSaveRequest,
} from '@praktik/domain/slots/doctor-schedule.schema';
import type { VisitDuration } from '@praktik/domain/slots/visit-durations';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import type { AvailableSlotsView } from './schedule-view.schema';

export interface ScheduleServiceDeps {
  now: Clock;
}

export function createScheduleService(repositories: Repositories, { now }: ScheduleServiceDeps) {
  /** A doctor or beautician of the clinic, deactivated or not; anyone else is 404. */
  async function requirePractitioner(businessId: string, practitionerId: string): Promise<void> {
    const practitioner = await repositories.visits.findPractitioner(businessId, practitionerId, {
      includeDeactivated: true,
    });
    if (!practitioner) throw new NotFoundError('errors.practitionerNotFound');
  }

  async function scheduleOf(businessId: string, practitionerId: string): Promise<DoctorSchedule> {
    return (
      (await repositories.schedules.findSchedule(businessId, practitionerId)) ??
      emptyDoctorSchedule()
    );
  }

  /**
   * A practitioner's slots in a clinic: the staff's call and the public booking page's
   * (`modules/public-booking`) both answer from here.
   */
  async function availableSlotsOf(
    businessId: string,
    request: AvailableSlotsRequest,
  ): Promise<AvailableSlotsView> {
    const dates = consecutiveDates(request.date, request.days);
    const basis = await repositories.schedules.findSlotsBasis(
      businessId,
      request.doctor_id,
      dates[0]!,
      dates.at(-1)!,
    );
    if (!basis) throw new NotFoundError('errors.practitionerNotFound');
    const schedule = basis.schedule ?? emptyDoctorSchedule();
    const booked = basis.booked;
    const duration: VisitDuration = request.duration ?? schedule.duration_visit;
    const clinicNow = clinicClock(now(), request.current_utc);
    return {
      duration,
      days: dates.map((date) => ({
        date,
        slots: bookableDaySlots({
          schedule,
          date,
          duration,
          bookings: booked.filter((range) => range.date === date),
          now: clinicNow,
        }).map((slot) => ({
          availability_start: slot.start,
          availability_end: slot.end,
          available: slot.isAvailable,
          ...(slot.reason ? { reason: slot.reason } : {}),
        })),
      })),
    };
  }

  return {
    async getSchedule(tenant: Tenant, practitionerId: string): Promise<DoctorSchedule> {
      if (!canReadSchedule(tenant.role, practitionerId, tenant.userId)) {
        throw new ForbiddenError('errors.scheduleNotOwn');
      }
      await requirePractitioner(tenant.businessId, practitionerId);
      return scheduleOf(tenant.businessId, practitionerId);
    },

    async saveSchedule(tenant: Tenant, request: ScheduleSaveRequest): Promise<DoctorSchedule> {
      if (!canSaveSchedule(tenant.role, request.doctor_id, tenant.userId)) {
        throw new ForbiddenError('errors.scheduleSaveNotAllowed');
      }
      await requirePractitioner(tenant.businessId, request.doctor_id);
      return repositories.schedules.saveSchedule(
        tenant.businessId,
        request.doctor_id,
        scheduleOfSaveRequest(request),
        tenant.userId,
      );
    },

    /**
     * Any practitioner's slots for any clinic role: the booking and transfer dialogs pick other
     * doctors. Dates and times are the clinic's (`current_utc`), the window starts at its today.
     */
    async availableSlots(
      tenant: Tenant,
      request: AvailableSlotsRequest,
    ): Promise<AvailableSlotsView> {
      return availableSlotsOf(tenant.businessId, request);
    },

    availableSlotsOf,
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
