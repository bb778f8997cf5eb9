import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BODY_SUB_TYPES,
  BODY_TYPES,
  bodySubTypesOf,
  type BodySubType,
} from '@praktik/domain/visits/annotation';
import { sendProblem } from '../../plugins/error-mapping';
import { bearerSecurity, problemResponses, publicAccess } from '../../shared/http-schemas';

/** Where the body pictures are served: `/body-images/MALE_FRONT.svg` and so on. */
export const BODY_IMAGE_PATH = '/body-images';

/** The picture's URL for a sub type, on this server's public address. */
export function bodyImageUrl(publicUrl: string, subType: BodySubType): string {
  return `${publicUrl}${BODY_IMAGE_PATH}/${subType}.svg`;
}

export interface BodyImage {
  body: Buffer;
  etag: string;
}

/**
 * The four drawings, the server's own assets beside this module (body-images/MALE_FRONT.svg...),
 * so serving them does not depend on where the ui package keeps its sources; read once. They
 * are the drawings the ui canvas shows when no URL is given.
 */
export function loadBodyImages(): ReadonlyMap<string, BodyImage> {
  return new Map(
    BODY_SUB_TYPES.map((subType) => {
      const body = readFileSync(new URL(`./body-images/${subType}.svg`, import.meta.url));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return [`${subType}.svg`, { body, etag }] as const;
    }),
  );
}

/** A week: the drawings change only with a release; the ETag revalidates after that. */
export const BODY_IMAGE_CACHE_CONTROL = 'public, max-age=604800';

const annotationPhotoSchema = z.object({
  type: z.enum(BODY_TYPES),
  subType: z.enum(BODY_SUB_TYPES),
  imageUrl: z.string(),
});

/**
 * GET /dashboard/annotation-photo (spec 1 §2.12): the body pictures the assessment's diagram
 * offers, one per type and side, with absolute URLs on PUBLIC_URL. Any clinic role.
 */
export const annotationPhotoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const data = BODY_TYPES.flatMap((type) =>
    bodySubTypesOf(type).map((subType) => ({
      type,
      subType,
      imageUrl: bodyImageUrl(publicUrl, subType),
    })),
  );

  app.get(
    '/annotation-photo',
    {
      schema: {
        tags: ['visits'],
        operationId: 'listAnnotationPhotos',
        summary: 'The body pictures of the annotation diagram (male and female, front and back)',
        security: bearerSecurity,
        response: {
          200: z.object({ data: z.array(annotationPhotoSchema) }),
          ...problemResponses(401, 403),
        },
      },
    },
    async () => ({ data }),
  );
};

/**
 * GET /body-images/{subType}.svg: the pictures themselves, public like /files (an <img> or the
 * canvas loads them without a token), cached long, any origin (the canvas reads their pixels).
 * Only the four known names are served: anything else, `..` included, is a 404.
 */
export const bodyImageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = loadBodyImages();

  app.get(
    `${BODY_IMAGE_PATH}/:name`,
    {
      schema: {
        tags: ['visits'],
        operationId: 'getBodyImage',
        security: publicAccess,
        summary:
          'A body picture (MALE_FRONT.svg, MALE_BACK.svg, FEMALE_FRONT.svg, FEMALE_BACK.svg)',
        params: z.object({ name: z.string().max(100) }),
        // The body is the file's bytes (Fastify sends a Buffer as is).
        response: {
          200: z.any().describe('The picture, image/svg+xml'),
          304: z.any().describe('Not modified (If-None-Match has the ETag)'),
          ...problemResponses(404),
        },
      },
    },
    async (request, reply) => {
      const image = images.get(request.params.name);
      if (!image) {
        return sendProblem(request, reply, 404, 'errors.bodyImageNotFound', {
          name: request.params.name,
        });
      }
      void reply
        .header('cache-control', BODY_IMAGE_CACHE_CONTROL)
        .header('etag', image.etag)
        .header('access-control-allow-origin', '*')
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, an SVG is a document: ours runs nothing and loads nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/svg+xml').send(image.body);
    },
  );
};
