import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nextFreeSlotQuerySchema } from '@praktik/domain/slots/next-free-slot-request.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { nextFreeSlotViewSchema } from './next-free-slot-view.schema';
import type { NextFreeSlotService } from './next-free-slot.service';

/**
 * The add dialog's "Slot kosong berikutnya" in the reservation service's scope (token + clinic;
 * docs/api.md, "Reservations"). Doctors and beauticians ask for their own time only.
 */
export const nextFreeSlotRoutes: FastifyPluginAsyncZod<{ nextFree: NextFreeSlotService }> = async (
  app,
  { nextFree },
) => {
  app.get(
    '/next-free-slot',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'getNextFreeSlot',
        summary:
          'The earliest free slot of a visit duration from now, within 30 days, for one practitioner or any (then whose); null when none',
        security: bearerSecurity,
        querystring: nextFreeSlotQuerySchema,
        response: {
          200: z.object({ data: nextFreeSlotViewSchema }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await nextFree.nextFreeSlot(tenantOf(request), request.query),
    }),
  );
};
