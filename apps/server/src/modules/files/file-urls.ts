import type { UploadSigner } from '../../integrations/files/upload-signature';
import { ValidationError } from '../../shared/errors';
import { isPublicFilePurpose } from './file-privacy';
import { parseFileKey, type FileKey } from './files.service';

const FILES_PREFIX = '/files/';

/**
 * A stored `/files/<businessId>/<purpose>/<uuid>.<ext>` path as a file key, or null for anything
 * else. The segments must be the key's exact shape (ids, a slug, a uuid name): a percent-encoded
 * segment such as `%2e%2e` never fits it, so no decoding (here, in a browser or in the file
 * route) can turn a path into one that points into another clinic's folder.
 */
export function fileKeyOfPath(stored: string): FileKey | null {
  if (!stored.startsWith(FILES_PREFIX)) return null;
  const segments = stored.slice(FILES_PREFIX.length).split('/');
  if (segments.length !== 3) return null;
  const [businessId, purpose, name] = segments as [string, string, string];
  return parseFileKey(businessId, purpose, name);
}

/** Signs read URLs of private files on the server's clock. */
export interface FileReadSigning {
  signer: Pick<UploadSigner, 'signRead'>;
  now: () => Date;
}

/**
 * File references (clinic logo and photo, profile pictures, a visit's files) are stored relative
 * to the origin, `/files/<key>`, and answered absolute on the current PUBLIC_URL. So they keep
 * working when the server is reached elsewhere (another PORT or host), seeded files included.
 * A private file is answered with a read signature (`?expires=&signature=`), valid minutes: only
 * callers who may read the record get the answer. URLs that point anywhere else are kept as
 * they are.
 */
export function createFileUrls(publicUrl: string, reads?: FileReadSigning) {
  const ownFiles = `${publicUrl}${FILES_PREFIX}`;
  const withoutQuery = (path: string) => path.replace(/[?#].*$/s, '');

  function signedIfPrivate(stored: string): string {
    const key = stored.slice(FILES_PREFIX.length);
    const purpose = key.split('/')[1] ?? '';
    if (!reads || isPublicFilePurpose(purpose)) return stored;
    const { expires, signature } = reads.signer.signRead(key, reads.now());
    return `${stored}?expires=${expires}&signature=${signature}`;
  }

  return {
    /** `/files/<key>`: how a file of this store is referred to in the database. */
    pathOf(key: string): string {
      return `${FILES_PREFIX}${key}`;
    },
    /**
     * An answered URL of this server's files becomes its path, without the read signature it
     * was answered with (the app sends a visit's files back as it got them); anything else stays.
     */
    toStored(url: string): string {
      if (url.startsWith(ownFiles)) return withoutQuery(url.slice(publicUrl.length));
      return url.startsWith(FILES_PREFIX) ? withoutQuery(url) : url;
    },
    /** A stored path becomes a URL on the current PUBLIC_URL (signed when private). */
    toPublic<T extends string | null>(stored: T): T {
      return (
        stored?.startsWith(FILES_PREFIX) ? `${publicUrl}${signedIfPrivate(stored)}` : stored
      ) as T;
    },
  };
}
export type FileUrls = ReturnType<typeof createFileUrls>;

/** Whether a stored file path is one of this clinic's uploads (`fileKeyOfPath`'s shape). */
export function isClinicFilePath(stored: string, businessId: string): boolean {
  return fileKeyOfPath(stored)?.key.startsWith(`${businessId}/`) ?? false;
}

/**
 * A logo, main photo or profile picture as stored: the clinic's own upload, or a picture on
 * another site over https. Another clinic's upload, or any other address (plain http elsewhere),
 * is a 400 on the field: the picture is shown to every visitor of the clinic's pages.
 */
export function storedClinicPicture(
  files: Pick<FileUrls, 'toStored'>,
  businessId: string,
  url: string,
  field: string,
): string {
  const stored = files.toStored(url);
  if (stored.startsWith(FILES_PREFIX)) {
    if (!isClinicFilePath(stored, businessId)) {
      throw new ValidationError('errors.fileNotOfClinic', {}, field);
    }
    return stored;
  }
  if (!URL.canParse(stored) || new URL(stored).protocol !== 'https:') {
    throw new ValidationError('errors.pictureNotHttps', {}, field);
  }
  return stored;
}
