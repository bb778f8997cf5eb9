import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availableSlotsRequestSchema } from '@praktik/domain/slots/available-slots-request.schema';
import { scheduleSaveRequestSchema } from '@praktik/domain/slots/doctor-schedule.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { availableSlotsViewSchema, doctorScheduleViewSchema } from './schedule-view.schema';
import type { ScheduleService } from './schedules.service';

const idParams = z.object({ id: z.string().max(64) });
const scheduleResponse = z.object({ data: doctorScheduleViewSchema });

/**
 * Weekly schedules and available slots (spec 2 §2.11, §7; docs/api.md, "Schedules") inside the
 * schedule scope (token + clinic). Who may read or save whose schedule is the domain's
 * (`access/schedule-access`), decided in the service.
 */
export const scheduleRoutes: FastifyPluginAsyncZod<{ schedules: ScheduleService }> = async (
  app,
  { schedules },
) => {
  app.get(
    '/get-doctor-schedule/:id',
    {
      schema: {
        tags: ['schedules'],
        operationId: 'getDoctorSchedule',
        summary:
          'A doctor’s or beautician’s weekly schedule (the empty week until one is saved); practitioners read only their own',
        security: bearerSecurity,
        params: idParams,
        response: { 200: scheduleResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await schedules.getSchedule(tenantOf(request), request.params.id),
    }),
  );

  app.post(
    '/save-schedule-doctor',
    {
      schema: {
        tags: ['schedules'],
        operationId: 'saveDoctorSchedule',
        summary:
          'Save a practitioner’s whole weekly schedule (the owner any, a doctor or beautician their own)',
        security: bearerSecurity,
        body: scheduleSaveRequestSchema,
        response: { 200: scheduleResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await schedules.saveSchedule(tenantOf(request), request.body),
    }),
  );

  app.post(
    '/get-available-slots',
    {
      schema: {
        tags: ['schedules'],
        operationId: 'getAvailableSlots',
        summary:
          'A practitioner’s slots of a visit duration from a date, each free or not (booked, past); none outside the booking window',
        security: bearerSecurity,
        body: availableSlotsRequestSchema,
        response: {
          200: z.object({ data: availableSlotsViewSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await schedules.availableSlots(tenantOf(request), request.body),
    }),
  );
};
