import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationWeekQuerySchema } from '@praktik/domain/reservations/reservation-week.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { reservationWeekViewSchema } from './reservation-week-view.schema';
import type { ReservationWeekService } from './reservation-week.service';

/**
 * The reservation page's week of one practitioner, in the reservation service's scope (token +
 * clinic; docs/api.md, "Reservations"). Doctors and beauticians ask for their own week only.
 */
export const reservationWeekRoutes: FastifyPluginAsyncZod<{
  weeks: ReservationWeekService;
}> = async (app, { weeks }) => {
  app.get(
    '/week',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'getReservationWeek',
        summary:
          "One practitioner's reservations from Monday to Sunday of the week holding a date, by day, with the hours they work each day (a practitioner: their own)",
        security: bearerSecurity,
        querystring: reservationWeekQuerySchema,
        response: {
          200: z.object({ data: reservationWeekViewSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await weeks.week(tenantOf(request), request.query) }),
  );
};
