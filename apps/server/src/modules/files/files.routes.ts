import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadRequestSchema } from '@praktik/domain/files/upload.schema';
import { tenantOf } from '../../plugins/tenancy';
import { bearerSecurity, problemResponses, publicAccess } from '../../shared/http-schemas';
import { isPublicFilePurpose } from './file-privacy';
import type { FilesService } from './files.service';

/** POST /api2/dashboard/files: registered inside the dashboard scope (token + clinic). */
export const uploadUrlRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files },
) => {
  app.post(
    '/files',
    {
      schema: {
        tags: ['files'],
        operationId: 'createUploadUrl',
        summary: 'A signed URL to PUT one file of the caller’s clinic to (valid 15 minutes)',
        security: bearerSecurity,
        querystring: uploadRequestSchema,
        response: { 200: z.object({ data: z.url() }), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: files.createUploadUrl(tenantOf(request), request.query) }),
  );
};

const fileParams = z.object({ businessId: z.string(), purpose: z.string(), name: z.string() });
const signatureQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});

/** PUT and GET /files/<businessId>/<purpose>/<uuid>.<ext>: the signed URL is the capability. */
export const fileRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files },
) => {
  // Uploads are streamed to the store as they arrive, whatever their content type: the service
  // decides which types are allowed, so the body is left unread here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // The signed URL is the whole capability (no cookies, no token), so any origin may use it:
  // the app in development (another port) uploads straight here, as it would to S3 with CORS.
  // A private file is read by a page (img, link), never by another origin's script.
  app.addHook('onSend', async (request, reply, payload) => {
    const { purpose } = (request.params ?? {}) as { purpose?: string };
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isPublicFilePurpose(purpose ?? '')) {
      void reply.header('access-control-allow-origin', '*');
    }
    return payload;
  });
  app.options(
    '/files/:businessId/:purpose/:name',
    { schema: { hide: true, response: { 204: z.null() } } },
    async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-methods', 'GET, HEAD, PUT')
        .header('access-control-allow-headers', 'content-type, accept-language')
        .header('access-control-max-age', '600')
        .send(null),
  );

  app.put(
    '/files/:businessId/:purpose/:name',
    {
      schema: {
        tags: ['files'],
        operationId: 'uploadFile',
        security: publicAccess,
        summary:
          'Upload a file to a signed URL from POST /api2/dashboard/files (once; the bytes must be of the extension’s type)',
        params: fileParams,
        querystring: signatureQuery,
        response: { 200: z.object({}), ...problemResponses(400, 403, 409, 413, 415) },
      },
    },
    async (request) => {
      await files.storeUpload({
        ...request.params,
        purpose: request.params.purpose,
        expires: request.query.expires,
        signature: request.query.signature,
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
        body: request.raw,
      });
      return {};
    },
  );

  app.get(
    '/files/:businessId/:purpose/:name',
    {
      schema: {
        tags: ['files'],
        operationId: 'readFile',
        security: publicAccess,
        summary:
          'Read an uploaded file: the clinic’s logo, main photo and profile pictures openly, any other (medical) file with the read signature its record was answered with',
        params: fileParams,
        querystring: signatureQuery,
        // The body is the file's bytes, streamed (Fastify does not serialize streams).
        response: {
          200: z.any().describe('The file, with its content type'),
          ...problemResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await files.openFile(request.params, request.query);
      return reply
        .type(file.contentType)
        .header('content-length', String(file.bytes))
        .header('cache-control', file.isPublic ? 'private, max-age=3600' : 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
