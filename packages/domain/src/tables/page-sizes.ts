import { DEFAULT_PAGE_SIZE } from './pagination';

/** The page sizes each list asks for (spec 1 §9, spec 2 §9), named by the list. */
export const PAGE_SIZES = {
  /** Every table without its own size, and the patient list ("a shared default constant"). */
  default: DEFAULT_PAGE_SIZE,
  patientList: DEFAULT_PAGE_SIZE,
  staffList: DEFAULT_PAGE_SIZE,
  /** Visit history (inactive visits). */
  visitHistory: 10,
  /** GET /dashboard/icd10: size default 10. */
  icd10: 10,
  /** Reservation form, "Pasien Lama" patient search. */
  reservationPatientSearch: 5,
  /** Category dropdowns ask for everything at once. */
  categoryOptions: 99999,
  /** Package options in the payment form. */
  paymentPackageOptions: 999,
  /** Package history in the patient package detail. */
  packageHistory: 5,
  /** Organization list: default page 1, size 50. */
  organizationList: DEFAULT_PAGE_SIZE,
} as const;

export type PageSizeName = keyof typeof PAGE_SIZES;

/** The organization list (SATUSEHAT) starts at page 1, unlike the zero-based tables. */
export const ORGANIZATION_LIST_FIRST_PAGE = 1;

/** The largest size a list query may ask for (the category dropdowns' 99999). */
export const MAX_PAGE_SIZE = PAGE_SIZES.categoryOptions;
