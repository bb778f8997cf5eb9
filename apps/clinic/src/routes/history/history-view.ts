import { GENDERS, type Gender } from '@praktik/domain/account/profile.schema';

/** A patient's gender as the server sent it, when it is one the texts name (genders.MALE...). */
export function isGender(value: unknown): value is Gender {
  return (GENDERS as readonly unknown[]).includes(value);
}
