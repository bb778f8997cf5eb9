import { z } from 'zod';
import { invalid, required } from '../validation/message';

/**
 * Files a clinic may upload (photos, logos, scanned documents) and the one content type each
 * extension must be sent with. The server refuses anything else; the app can use the same list
 * for its file pickers.
 */
export const UPLOAD_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
} as const;

export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;
export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_CONTENT_TYPES) as UploadExtension[];

/**
 * Browsers and tools send a few older names for the same types; HEIC and HEIF photos are one
 * family (the same container; phones name either file with either type).
 */
const CONTENT_TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
};

export function isUploadExtension(value: string): value is UploadExtension {
  return Object.hasOwn(UPLOAD_CONTENT_TYPES, value);
}

/** `image/JPEG; charset=binary` -> `image/jpeg`; aliases resolved. */
export function normalizeContentType(header: string | undefined | null): string {
  const bare = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return CONTENT_TYPE_ALIASES[bare] ?? bare;
}

/**
 * A browser that knows no type for a file (a HEIC photo on many systems) sends none or
 * `application/octet-stream`: the file's first bytes then say what it is.
 */
export function isUnknownContentType(header: string | undefined | null): boolean {
  const type = normalizeContentType(header);
  return type === '' || type === 'application/octet-stream';
}

export function isAllowedUploadContentType(header: string | undefined | null): boolean {
  const type = normalizeContentType(header);
  return Object.values(UPLOAD_CONTENT_TYPES).some(
    (allowed) => normalizeContentType(allowed) === type,
  );
}

/** Does a file sent (or found to be) of this content type fit the extension it was signed for? */
export function contentTypeMatchesExtension(
  header: string | undefined | null,
  extension: UploadExtension,
): boolean {
  return normalizeContentType(header) === normalizeContentType(UPLOAD_CONTENT_TYPES[extension]);
}

/** What a file is for (`profile`, `logo`, `main-photo`, ...): a short slug, part of its path. */
export const UPLOAD_PURPOSE_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** Query of POST /api2/dashboard/files?extension=&type= */
export const uploadRequestSchema = z.object({
  extension: z
    .string({ error: required('fields.extension') })
    .trim()
    .toLowerCase()
    .min(1, { error: required('fields.extension') })
    .refine(isUploadExtension, { error: invalid('fields.extension') })
    .transform((value) => value as UploadExtension),
  type: z
    .string({ error: required('fields.fileType') })
    .trim()
    .toLowerCase()
    .min(1, { error: required('fields.fileType') })
    .regex(UPLOAD_PURPOSE_PATTERN, { error: invalid('fields.fileType') }),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
