/**
 * File references (clinic logo and photo, profile pictures) are stored relative to the origin,
 * `/files/<key>`, and answered absolute on the current PUBLIC_URL. So they keep working when the
 * server is reached elsewhere (another PORT or host), seeded files included. URLs that point
 * anywhere else are kept as they are.
 */
export function createFileUrls(publicUrl: string) {
  const ownFiles = `${publicUrl}/files/`;
  return {
    /** `/files/<key>`: how a file of this store is referred to in the database. */
    pathOf(key: string): string {
      return `/files/${key}`;
    },
    /** An answered URL of this server's files becomes its path; anything else stays. */
    toStored(url: string): string {
      return url.startsWith(ownFiles) ? url.slice(publicUrl.length) : url;
    },
    /** A stored path becomes a URL on the current PUBLIC_URL; anything else stays. */
    toPublic<T extends string | null>(stored: T): T {
      return (stored?.startsWith('/files/') ? `${publicUrl}${stored}` : stored) as T;
    },
  };
}
export type FileUrls = ReturnType<typeof createFileUrls>;

/**
 * Whether a stored file path is one of this clinic's uploads: upload keys begin with the
 * clinic's id (`<businessId>/<purpose>/<uuid>.<ext>`, files.service).
 */
export function isClinicFilePath(stored: string, businessId: string): boolean {
  return stored.startsWith(`/files/${businessId}/`);
}
