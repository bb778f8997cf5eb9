import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESERVATION_REMINDER_ROLES } from '@praktik/domain/access/permissions';
import { reminderSentSchema } from '@praktik/domain/packages/whatsapp-reminder-record';
import { isoDateField } from '@praktik/domain/validation/fields';
import { invalid } from '@praktik/domain/validation/message';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import type { ReservationReminderService } from './reservation-reminders.service';

const reminderRowSchema = z.object({
  reservationId: z.string(),
  patientName: z.string(),
  doctorName: z.string(),
  reservation_date: z.string(),
  time_slots: z.object({ availability_start: z.string(), availability_end: z.string() }),
  phoneNumber: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
  locale: z.enum(['id', 'en']),
  /** The latest time someone opened this reminder, null before the first (decision 0052). */
  lastReminder: reminderSentSchema.nullable(),
});

/**
 * Tomorrow's reminders (docs/api.md, "Reservations"): the front desk's list of a day's BOOKED
 * reservations, each with a WhatsApp link that carries the reminder in the patient's language.
 * Owner and staff only: it lists every practitioner's patients.
 */
export const reservationReminderRoutes: FastifyPluginAsyncZod<{
  reminders: ReservationReminderService;
}> = async (app, { reminders }) => {
  app.get(
    '/reminders',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'listReservationReminders',
        summary:
          'A day’s BOOKED reservations (default tomorrow, clinic time) with a WhatsApp reminder link each',
        security: bearerSecurity,
        querystring: z.object({ date: isoDateField('fields.dateVisit').optional() }),
        response: {
          200: z.object({ data: z.array(reminderRowSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
      onRequest: [
        app.authenticate,
        app.requireTenant,
        app.requireRole(...RESERVATION_REMINDER_ROLES),
      ],
    },
    async (request) => ({
      data: await reminders.list(tenantOf(request), request.query.date),
    }),
  );

  app.post(
    '/reminders/:id/sends',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'recordReservationReminderSend',
        summary:
          'Record that the caller opened a reservation’s WhatsApp reminder; the reminders list shows the latest',
        security: bearerSecurity,
        params: z.object({ id: z.string().max(64, { error: invalid('fields.reservation') }) }),
        response: {
          201: z.object({ data: reminderSentSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
      onRequest: [
        app.authenticate,
        app.requireTenant,
        app.requireRole(...RESERVATION_REMINDER_ROLES),
      ],
    },
    async (request, reply) => {
      const data = await reminders.recordSend(tenantOf(request), request.params.id);
      return reply.status(201).send({ data });
    },
  );
};
