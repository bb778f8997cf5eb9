import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_PURPOSE_PATTERN,
  contentTypeMatchesExtension,
  isAllowedUploadContentType,
  isUnknownContentType,
  isUploadExtension,
  type UploadExtension,
  type UploadRequest,
} from '@praktik/domain/files/upload.schema';
import { FileExistsError, type FileStore } from '../../integrations/files/file-store';
import type { UploadSigner } from '../../integrations/files/upload-signature';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../shared/errors';
import { isUuid } from '../../shared/uuid';
import type { Tenant } from '../../plugins/tenancy';
import { isPublicFilePurpose } from './file-privacy';

/** Enough of a file's start for every type it may be (file-type's own advice: 4100 bytes). */
const MAGIC_BYTES_SAMPLE = 4100;

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

  /** Refuses a file whose first bytes are not of the type its extension names (415). */
  async function assertContentIs(head: Buffer, extension: UploadExtension): Promise<void> {
    const found = await fileTypeFromBuffer(head);
    if (!found || !contentTypeMatchesExtension(found.mime, extension)) {
      throw new UnsupportedMediaTypeError('errors.uploadContentNotType', {
        expected: UPLOAD_CONTENT_TYPES[extension],
      });
    }
  }

  /** The chunks as they come, once the first ones have shown the file is what it claims. */
  async function* checkedContent(
    chunks: AsyncIterable<Buffer>,
    extension: UploadExtension,
  ): AsyncGenerator<Buffer> {
    const head: Buffer[] = [];
    let headBytes = 0;
    let checked = false;
    for await (const chunk of chunks) {
      if (checked) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= MAGIC_BYTES_SAMPLE) {
        await assertContentIs(Buffer.concat(head), extension);
        checked = true;
        yield* head;
      }
    }
    if (!checked) {
      await assertContentIs(Buffer.concat(head), extension);
      yield* head;
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
      // No type, or octet-stream (a HEIC photo the browser has no name for): the bytes decide.
      const typeUnknown = isUnknownContentType(input.contentType);
      if (!typeUnknown && !isAllowedUploadContentType(input.contentType)) {
        throw new UnsupportedMediaTypeError('errors.uploadTypeNotAllowed', { allowed });
      }
      if (!typeUnknown && !contentTypeMatchesExtension(input.contentType, file.extension)) {
        throw new UnsupportedMediaTypeError('errors.uploadContentTypeMismatch', {
          expected: UPLOAD_CONTENT_TYPES[file.extension],
        });
      }
      const declaredLength = Number(input.contentLength ?? Number.NaN);
      if (Number.isFinite(declaredLength) && declaredLength > deps.maxUploadBytes) {
        throw new PayloadTooLargeError('errors.uploadTooLarge', { maxMegabytes });
      }
      if (declaredLength === 0) throw new ValidationError('errors.uploadEmpty');
      // An upload URL works once: a file a record keeps is never replaced by using it again.
      if (await deps.store.exists(file.key)) throw new ConflictError('errors.uploadAlreadyUsed');
      // The declared length can lie (or be absent with chunked bodies): count while streaming,
      // and look at the first bytes before any is kept.
      const content = checkedContent(limitedTo(input.body, deps.maxUploadBytes), file.extension);
      try {
        return await deps.store.put(file.key, Readable.from(content));
      } catch (error) {
        // Two uploads raced on one URL: the store kept the first.
        if (error instanceof FileExistsError) throw new ConflictError('errors.uploadAlreadyUsed');
        throw error;
      }
    },

    /**
     * A stored file. A private one (anything but the clinic's logo, main photo and profile
     * pictures) only with an unexpired read signature, answered with the record to those who may
     * read it (file-urls); without one, 403, whether or not the file exists.
     */
    async openFile(
      params: { businessId: string; purpose: string; name: string },
      read: { expires?: string | undefined; signature?: string | undefined },
    ) {
      const file = parseFileKey(params.businessId, params.purpose, params.name);
      if (!file) throw new NotFoundError('errors.notFound');
      const isPublic = isPublicFilePurpose(params.purpose);
      if (!isPublic && !deps.signer.verifyRead(file.key, read.expires, read.signature, now())) {
        throw new ForbiddenError('errors.fileReadLinkInvalid');
      }
      const stored = await deps.store.get(file.key);
      if (!stored) throw new NotFoundError('errors.notFound');
      return { ...stored, contentType: UPLOAD_CONTENT_TYPES[file.extension], isPublic };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
