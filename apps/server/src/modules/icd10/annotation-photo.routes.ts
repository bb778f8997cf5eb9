import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /dashboard/annotation-photo (placeholder). */
export const annotationPhotoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async () => {};

/** The body images themselves, public like /files (placeholder). */
export const bodyImageFileRoutes: FastifyPluginAsyncZod = async () => {};
