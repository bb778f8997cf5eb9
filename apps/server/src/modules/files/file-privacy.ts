/**
 * What a clinic shows the world (its logo and main photo, its people's profile pictures) is
 * public; every other upload (assessment photos and documents, end-visit files) is medical and
 * read only through a signed, short-lived URL.
 */
export const PUBLIC_FILE_PURPOSES: readonly string[] = ['logo', 'main-photo', 'profile'];

export function isPublicFilePurpose(purpose: string): boolean {
  return PUBLIC_FILE_PURPOSES.includes(purpose);
}
