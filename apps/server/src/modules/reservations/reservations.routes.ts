import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endReservationRequestSchema,
  reservationDataQuerySchema,
  rescheduleReservationRequestSchema,
  saveReservationRequestSchema,
  transferReservationRequestSchema,
  updateReservationRequestSchema,
} from '@praktik/domain/reservations/reservation-requests.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { sendJsonAnswer } from '../../shared/json-answer';
import {
  patientNoShowsViewSchema,
  reservationDetailViewSchema,
  timetableResponseSchema,
} from './reservation-view.schema';
import type { ReservationService } from './reservations.service';

const idParams = z.object({ id: z.string().max(64) });
const patientParams = z.object({ patientId: z.string().max(64) });
const detailResponse = z.object({ data: reservationDetailViewSchema });

/**
 * The reservation service (spec 2 §7 `/reservation/v1`; docs/api.md, "Reservations") inside its
 * own scope (token + clinic). Doctors and beauticians get and change only their own reservations.
 */
export const reservationRoutes: FastifyPluginAsyncZod<{
  reservations: ReservationService;
}> = async (app, { reservations }) => {
  app.get(
    '/get-reservation-data',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'getReservationData',
        summary:
          'The timetable of a date: one row per practitioner who works that date or has a reservation on it (a practitioner: their own)',
        security: bearerSecurity,
        querystring: reservationDataQuerySchema,
        response: { 200: timetableResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const answer = await reservations.timetableAnswer(tenantOf(request), request.query);
      await sendJsonAnswer(request, reply, answer);
      return reply;
    },
  );

  app.get(
    '/get-reservation-detail/:id',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'getReservationDetail',
        summary: 'One reservation with its patient, practitioner and service details',
        security: bearerSecurity,
        params: idParams,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await reservations.detail(tenantOf(request), request.params.id),
    }),
  );

  app.get(
    '/patient-no-shows/:patientId',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'getPatientNoShows',
        summary:
          'How often a patient of the clinic did not come to a booking (the add dialog warns when booking them again)',
        security: bearerSecurity,
        params: patientParams,
        response: {
          200: z.object({ data: patientNoShowsViewSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await reservations.patientNoShows(tenantOf(request), request.params.patientId),
    }),
  );

  app.post(
    '/save-reservation',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'saveReservation',
        summary:
          'Book a slot for an existing or a new patient ("Simpan"), or book and start the visit ("Simpan dan Mulai")',
        security: bearerSecurity,
        body: saveReservationRequestSchema,
        response: { 201: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await reservations.save(tenantOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/update-reservation',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'updateReservation',
        summary:
          'Cancel a booked reservation (its e-mail, if any, is mailed the cancellation with the calendar’s CANCEL), or change its patient or location',
        security: bearerSecurity,
        body: updateReservationRequestSchema,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await reservations.update(tenantOf(request), request.body) }),
  );

  app.post(
    '/reschedule-reservation',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'rescheduleReservation',
        summary:
          'Move a BOOKED reservation to another date, time or practitioner ("Ubah jadwal"); the patient is mailed the new time',
        security: bearerSecurity,
        body: rescheduleReservationRequestSchema,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await reservations.reschedule(tenantOf(request), request.body) }),
  );

  app.post(
    '/end-visit-reservation',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'endReservationVisit',
        summary: 'End an ACTIVE reservation and its visit together (waiting for payment)',
        security: bearerSecurity,
        body: endReservationRequestSchema,
        response: { 200: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await reservations.end(tenantOf(request), request.body) }),
  );

  app.post(
    '/post-transfer-patient',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'transferReservationPatient',
        summary:
          'Move an ACTIVE reservation’s patient to another practitioner and time (a new reservation on the same visit)',
        security: bearerSecurity,
        body: transferReservationRequestSchema,
        response: { 201: detailResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await reservations.transfer(tenantOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );
};
