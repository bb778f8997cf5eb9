import { z } from 'zod';
import { idSchema } from '../validation/fields';
import { invalid, required } from '../validation/message';

/** An optional id of the request: blank, null or absent is "not sent". */
function optionalId(field: string) {
  return z
    .string({ error: invalid(field) })
    .trim()
    .max(64, { error: invalid(field) })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** Where a use happens: a reservation's visit or a walk-in's visit (one of the two is needed). */
const visitOfUse = {
  bookingId: optionalId('fields.booking'),
  visitId: optionalId('fields.visit'),
};

const needsBookingOrVisit = (request: { bookingId?: string; visitId?: string }) =>
  Boolean(request.bookingId ?? request.visitId);

/**
 * `POST /packages/v1/active-package` (spec 2 §7; docs/api.md, "Patient packages"): `packageId` is
 * the patient's package (`actived_packages[].id`). `paymentId` and `businessId` are sent by the
 * spec and ignored: the clinic is the token's.
 */
export const usePackageRequestSchema = z
  .object({
    packageId: idSchema('fields.patientPackage'),
    ...visitOfUse,
    patientId: optionalId('fields.patient'),
  })
  .refine(needsBookingOrVisit, { error: required('fields.booking'), path: ['bookingId'] });
export type UsePackageRequest = z.infer<typeof usePackageRequestSchema>;

/** `POST /packages/v1/active-package/undo`: the use by its id, or the package on a visit. */
export const undoPackageUseRequestSchema = z
  .object({
    useId: optionalId('fields.packageUse'),
    packageId: optionalId('fields.patientPackage'),
    ...visitOfUse,
  })
  .refine((request) => Boolean(request.useId) || Boolean(request.packageId), {
    error: required('fields.patientPackage'),
    path: ['packageId'],
  })
  .refine((request) => Boolean(request.useId) || needsBookingOrVisit(request), {
    error: required('fields.booking'),
    path: ['bookingId'],
  });
export type UndoPackageUseRequest = z.infer<typeof undoPackageUseRequestSchema>;
