import { GENDERS, type Gender } from '@praktik/domain/account/profile.schema';

/** A patient's gender as the server sent it, when it is one the texts name (genders.MALE...). */
export function isGender(value: unknown): value is Gender {
  return (GENDERS as readonly unknown[]).includes(value);
}

/** A file's name for its link: the last part of its path, without the query. */
export function fileNameOf(url: string): string {
  const path = url.replace(/[?#].*$/s, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || url;
  } catch {
    return name || url;
  }
}
