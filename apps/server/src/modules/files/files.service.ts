import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_PURPOSE_PATTERN,
  contentTypeMatchesExtension,
  isAllowedUploadContentType,
  isUploadExtension,
  type UploadExtension,
  type UploadRequest,
} from '@praktik/domain/files/upload.schema';
import type { FileStore } from '../../integrations/files/file-store';
import type { UploadSigner } from '../../integrations/files/upload-signature';
import {
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../shared/errors';
import { isUuid } from '../../shared/uuid';
import type { Tenant } from '../../plugins/tenancy';

export interface FileKey {
  key: string;
  extension: UploadExtension;
}

/** `<businessId>/<purpose>/<uuid>.<ext>`, or null for anything else (no dots, no slashes elsewhere). */
export function parseFileKey(businessId: string, purpose: string, name: string): FileKey | null {
  const dot = name.lastIndexOf('.');
  const id = name.slice(0, dot);
  const extension = name.slice(dot + 1);
  if (
    !isUuid(businessId) ||
    !UPLOAD_PURPOSE_PATTERN.test(purpose) ||
    !isUuid(id) ||
    !isUploadExtension(extension)
  ) {
    return null;
  }
  return { key: `${businessId}/${purpose}/${name}`, extension };
}

export interface FilesServiceDeps {
  store: FileStore;
  signer: UploadSigner;
  publicUrl: string;
  maxUploadBytes: number;
  now?: () => Date;
}

export function createFilesService(deps: FilesServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const maxMegabytes = Math.round((deps.maxUploadBytes / (1024 * 1024)) * 10) / 10;
  const allowed = UPLOAD_EXTENSIONS.join(', ');

  /**
   * The body's chunks, failing as soon as there are too many bytes. The request is not destroyed
   * on the way out, so the 413 answer still reaches the caller.
   */
  async function* limitedTo(body: Readable, maxBytes: number): AsyncGenerator<Buffer> {
    let seen = 0;
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      seen += bytes.length;
      if (seen > maxBytes)
        throw new PayloadTooLargeError('errors.uploadTooLarge', { maxMegabytes });
      yield bytes;
    }
  }

  return {
    /** A signed PUT URL for a new file of the caller's clinic; the clinic comes from the token. */
    createUploadUrl(tenant: Tenant, request: UploadRequest): string {
      const key = `${tenant.businessId}/${request.type}/${randomUUID()}.${request.extension}`;
      const { expires, signature } = deps.signer.sign(key, now());
      return `${deps.publicUrl}/files/${key}?expires=${expires}&signature=${signature}`;
    },

    async storeUpload(input: {
      businessId: string;
      purpose: string;
      name: string;
      expires: string | undefined;
      signature: string | undefined;
      contentType: string | undefined;
      contentLength: string | undefined;
      body: Readable;
    }): Promise<{ bytes: number }> {
      const file = parseFileKey(input.businessId, input.purpose, input.name);
      if (!file) throw new ValidationError('errors.uploadTypeNotAllowed', { allowed });
      if (!deps.signer.verify(file.key, input.expires, input.signature, now())) {
        throw new ForbiddenError('errors.uploadSignatureInvalid');
      }
      if (!isAllowedUploadContentType(input.contentType)) {
        throw new UnsupportedMediaTypeError('errors.uploadTypeNotAllowed', { allowed });
      }
      if (!contentTypeMatchesExtension(input.contentType, file.extension)) {
        throw new UnsupportedMediaTypeError('errors.uploadContentTypeMismatch', {
          expected: UPLOAD_CONTENT_TYPES[file.extension],
        });
      }
      const declaredLength = Number(input.contentLength ?? Number.NaN);
      if (Number.isFinite(declaredLength) && declaredLength > deps.maxUploadBytes) {
        throw new PayloadTooLargeError('errors.uploadTooLarge', { maxMegabytes });
      }
      if (declaredLength === 0) throw new ValidationError('errors.uploadEmpty');
      // The declared length can lie (or be absent with chunked bodies): count while streaming.
      return deps.store.put(file.key, Readable.from(limitedTo(input.body, deps.maxUploadBytes)));
    },

    async openFile(businessId: string, purpose: string, name: string) {
      const file = parseFileKey(businessId, purpose, name);
      if (!file) throw new NotFoundError('errors.notFound');
      const stored = await deps.store.get(file.key);
      if (!stored) throw new NotFoundError('errors.notFound');
      return { ...stored, contentType: UPLOAD_CONTENT_TYPES[file.extension] };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
