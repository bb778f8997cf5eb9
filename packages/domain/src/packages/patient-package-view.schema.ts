import { z } from 'zod';
import { DISCOUNT_TYPES } from '../money/line-total';

export const PATIENT_PACKAGE_ACTIONS = ['PURCHASE', 'USE', 'UNDO', 'RELEASE'] as const;
export type PatientPackageAction = (typeof PATIENT_PACKAGE_ACTIONS)[number];

const discountType = z.enum(DISCOUNT_TYPES).nullable();

/**
 * A live package of the reservation's patient as the detail dialog lists it (the detail's
 * `actived_packages`): `id` is the patient's package (what `POST /active-package` takes),
 * `package_id` the catalogue's.
 */
export const activedPackageSchema = z.object({
  id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  remaining_number_of_visit: z.number().int(),
  price: z.number().int(),
  /** A live use of this package on the reservation's visit. */
  used_here: z.boolean(),
  /**
   * Released (no more uses or undos): a package released while used on this visit still shows
   * there, and must offer nothing.
   */
  released: z.boolean(),
  use_id: z.string().nullable(),
});
export type ActivedPackage = z.infer<typeof activedPackageSchema>;

/** The answer of a use or an undo: the use and the package after it. */
export const packageUseResultSchema = z.object({
  use_id: z.string(),
  patient_package: activedPackageSchema,
});
export type PackageUseResult = z.infer<typeof packageUseResultSchema>;

const saleLine = {
  price: z.number().int(),
  type_discount: discountType,
  discount: z.number().nullable(),
  subtotal: z.number().int(),
};

/** `GET /packages/v1/patient-packages/{id}`: one patient package, its patient and their others. */
export const patientPackageDetailSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  number_of_visit: z.number().int(),
  remaining_visits: z.number().int(),
  last_reservation_date: z.string(),
  purchase_date: z.string(),
  released_at: z.string().nullable(),
  package_item: z.object({
    amount: z.number().int(),
    type_discount: discountType,
    discount: z.number().nullable(),
    subtotal: z.number().int(),
  }),
  patient: z.object({
    id: z.string(),
    medicalRecordNumber: z.string().nullable(),
    name: z.string(),
    identificationNumber: z.string().nullable(),
    gender: z.string().nullable(),
    /** DD-MM-YYYY. */
    dob: z.string().nullable(),
    allergies: z.array(z.object({ name: z.string() })),
    address: z.string().nullable(),
    remark: z.string().nullable(),
  }),
  /** The patient's live packages (not released, visits left), this one included when live. */
  active_packages: z.array(
    z.object({
      id: z.string(),
      package_id: z.string(),
      package_name: z.string(),
      remaining_visits: z.number().int(),
      last_reservation_date: z.string(),
      ...saleLine,
    }),
  ),
});
export type PatientPackageDetail = z.infer<typeof patientPackageDetailSchema>;

/** A row of `GET /packages/v1/patient-package-history`: one event of one of the patient's packages. */
export const patientPackageHistoryRowSchema = z.object({
  id: z.string(),
  patient_package_id: z.string(),
  package_name: z.string(),
  action: z.enum(PATIENT_PACKAGE_ACTIONS),
  /** The event's date: the reservation's (or walk-in visit's) for a use or undo, else the clinic's day. */
  reservation_date: z.string(),
  amount: z.number().int(),
  type_discount: discountType,
  discount: z.number().nullable(),
  subtotal: z.number().int(),
  /** The package's remaining visits after the event. */
  remaining_visits: z.number().int(),
  visit_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
});
export type PatientPackageHistoryRow = z.infer<typeof patientPackageHistoryRowSchema>;
