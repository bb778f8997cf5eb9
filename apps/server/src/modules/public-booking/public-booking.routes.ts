import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { patientRescheduleSchema } from '@praktik/domain/reservations/patient-reschedule';
import { publicBookingSchema } from '@praktik/domain/reservations/public-booking.schema';
import { availableSlotsRequestSchema } from '@praktik/domain/slots/available-slots-request.schema';
import { pageQuerySchemaWith } from '@praktik/domain/tables/table-query';
import { idSchema, requiredText } from '@praktik/domain/validation/fields';
import { problemResponses, publicAccess } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import { availableSlotsViewSchema } from '../schedules/schedule-view.schema';
import {
  clinicCardSchema,
  publicClinicSchema,
  publicReservationSchema,
  serviceListSchema,
} from './public-booking-view.schema';
import type { PublicBookingService } from './public-booking.service';

const clinicListQuery = pageQuerySchemaWith({ maxSize: 100 });
const clinicParams = z.object({ id: z.string().max(64) });
const serviceParams = z.object({ serviceId: z.string().max(64) });
/** The signed link's two values (the mail's cancel and confirm links, the success page's .ics link). */
const signedLink = z.object({
  id: idSchema('fields.reservationId'),
  token: requiredText('fields.reservationToken', 128),
});
const reservationParams = z.object({ id: idSchema('fields.reservationId') });
/**
 * A patient's moves per address: each one mails the patient, and a link in a forwarded mail
 * should not become a way to flood a mailbox.
 */
export const PATIENT_RESCHEDULE_RATE_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };
const clinicListResponse = z.object({ data: z.array(clinicCardSchema) });
const reservationResponse = z.object({ data: publicReservationSchema });
const tags = ['public booking'];

/**
 * The public booking pages' calls (spec 1 §2.4, §2.16, §7; docs/api.md, "Public booking"), under
 * /api2 with no token: only published clinics, and a booker's reservation only by its signed link.
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<{ booking: PublicBookingService }> = async (
  app,
  { booking },
) => {
  app.get(
    '/services/1',
    {
      schema: {
        tags,
        operationId: 'listPublicServices',
        summary: 'The services at least one published clinic offers, in the services list’s order',
        security: publicAccess,
        response: { 200: z.object({ data: serviceListSchema }), ...problemResponses(400) },
      },
    },
    async () => ({ data: await booking.listServices() }),
  );

  app.get(
    '/service-provider/app/1',
    {
      schema: {
        tags,
        operationId: 'listPublishedClinics',
        summary: 'Published clinics by name, paged; the total is in x-total-count',
        security: publicAccess,
        querystring: clinicListQuery,
        response: { 200: clinicListResponse, ...problemResponses(400) },
      },
    },
    async (request, reply) => answerPage(reply, booking.listClinics(request.query)),
  );

  app.get(
    '/service-provider/provider/:id',
    {
      schema: {
        tags,
        operationId: 'getPublicClinic',
        summary:
          'A published clinic with its services and the active practitioners who have a schedule',
        security: publicAccess,
        params: clinicParams,
        response: { 200: z.object({ data: publicClinicSchema }), ...problemResponses(400, 404) },
      },
    },
    async (request) => ({ data: await booking.clinic(request.params.id) }),
  );

  app.post(
    '/service-provider/provider/:id/slots',
    {
      schema: {
        tags,
        operationId: 'getPublicSlots',
        summary:
          'A published clinic’s practitioner’s slots, as /schedule/get-available-slots answers them',
        security: publicAccess,
        params: clinicParams,
        body: availableSlotsRequestSchema,
        response: {
          200: z.object({ data: availableSlotsViewSchema }),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request) => ({ data: await booking.slots(request.params.id, request.body) }),
  );

  app.post(
    '/service-provider/provider/:id/reservations',
    {
      schema: {
        tags,
        operationId: 'createPublicReservation',
        summary:
          'Book a slot without an account: a BOOKED online reservation, unconfirmed until the confirm link of its mail (with an .ics) is opened; 409 when the time is taken or not bookable, 429 past the limits per address and e-mail or the clinic’s daily cap of unconfirmed online bookings',
        security: publicAccess,
        params: clinicParams,
        body: publicBookingSchema,
        response: { 201: reservationResponse, ...problemResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const reservation = await booking.book(request.params.id, request.body, request.ip);
      return reply.status(201).send({ data: reservation });
    },
  );

  app.get(
    '/service-provider/:serviceId',
    {
      schema: {
        tags,
        operationId: 'listClinicsOfService',
        summary:
          'Published clinics offering a service, by name, paged; the total is in x-total-count',
        security: publicAccess,
        params: serviceParams,
        querystring: clinicListQuery,
        response: { 200: clinicListResponse, ...problemResponses(400) },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        booking.listClinics({ ...request.query, serviceId: request.params.serviceId }),
      ),
  );

  app.get(
    '/public/reservation',
    {
      schema: {
        tags,
        operationId: 'getPublicReservation',
        summary: 'An online booking by its signed link (a wrong token: 404)',
        security: publicAccess,
        querystring: signedLink,
        response: { 200: reservationResponse, ...problemResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await booking.reservation(request.query.id, request.query.token),
    }),
  );

  app.get(
    '/public/reservation.ics',
    {
      schema: {
        tags,
        operationId: 'downloadPublicReservationCalendar',
        summary:
          'An online booking as an iCalendar file (reservation.ics), by its signed link: METHOD:REQUEST while it stands, METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE once cancelled',
        security: publicAccess,
        querystring: signedLink,
        produces: ['text/calendar'],
        response: {
          200: z.string().describe('text/calendar: the booking as one VEVENT'),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const calendar = await booking.calendarFile(request.query.id, request.query.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="reservation.ics"')
        .send(calendar);
    },
  );

  app.post(
    '/public/reservation/confirm',
    {
      schema: {
        tags,
        operationId: 'confirmPublicReservation',
        summary:
          'Confirm an online booking by the confirm link of its mail (that link’s token, not the booking answer’s: 400 otherwise); idempotent; 409 when it was cancelled or its unconfirmed hold ran out',
        security: publicAccess,
        body: signedLink,
        response: { 200: reservationResponse, ...problemResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      data: await booking.confirm(request.body.id, request.body.token),
    }),
  );

  app.post(
    '/public/reservation/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelPublicReservation',
        summary:
          'Cancel an online booking by its signed link while it is BOOKED and its time has not come (409 otherwise); the slot is free again, and the booker is mailed the cancellation with the calendar’s CANCEL',
        security: publicAccess,
        body: signedLink,
        response: { 200: reservationResponse, ...problemResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      data: await booking.cancel(request.body.id, request.body.token),
    }),
  );

  app.post(
    '/public/reservation/:id/reschedule',
    {
      config: { rateLimit: PATIENT_RESCHEDULE_RATE_LIMIT },
      schema: {
        tags,
        operationId: 'reschedulePublicReservation',
        summary:
          'The patient moves their booking by its signed link to another time with the same practitioner and length: 409 unless it is BOOKED, when the time is not bookable or taken, or past the clinic’s cutoff; 403 when the clinic takes no online changes; the booker is mailed the new time with the calendar entry at a raised SEQUENCE',
        security: publicAccess,
        params: reservationParams,
        body: patientRescheduleSchema,
        response: { 200: reservationResponse, ...problemResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      data: await booking.reschedule(request.params.id, request.body),
    }),
  );
};
