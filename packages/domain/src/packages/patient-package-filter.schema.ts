import { z } from 'zod';
import { isValidIsoDate, requiredText } from '../validation/fields';
import { invalid } from '../validation/message';

/** Spec 2 §7: `current_utc` is the clinic's offset in whole hours, 7 when none is set. */
export const DEFAULT_CURRENT_UTC = 7;
export const PATIENT_PACKAGE_LIST_DEFAULT_SIZE = 50;

/** Spec 2 §2.9: the patient package list's filter; dates as the pickers hold them (YYYY-MM-DD). */
export interface PatientPackageFilter {
  from: string | null;
  to: string | null;
  identityNumber: string;
  name: string;
  phoneNumber: string;
  dateOfBirth: string | null;
}

export const EMPTY_PATIENT_PACKAGE_FILTER: PatientPackageFilter = {
  from: null,
  to: null,
  identityNumber: '',
  name: '',
  phoneNumber: '',
  dateOfBirth: null,
};

function optionalDate(field: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isValidIsoDate(value), { error: invalid(field) })
    .nullish()
    .transform((value) => (value ? value : null));
}

function optionalText() {
  return z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((value) => value ?? '');
}

/** Spec 2 §2.9, §5: "search needs the name filled"; the other filters are optional. */
export const patientPackageFilterSchema = z.object({
  from: optionalDate('fields.lastReservationFrom'),
  to: optionalDate('fields.lastReservationTo'),
  identityNumber: optionalText(),
  name: requiredText('fields.name', 255),
  phoneNumber: optionalText(),
  dateOfBirth: optionalDate('fields.dateOfBirth'),
});
export type PatientPackageFilterValues = z.infer<typeof patientPackageFilterSchema>;

/** Whether the search button may be used: only once a name is typed. */
export function canSearchPatientPackages(filter: Pick<PatientPackageFilter, 'name'>): boolean {
  return filter.name.trim() !== '';
}

/** The query names of `GET /v1/patient-packages` (spec 2 §7). */
export interface PatientPackageQueryParams {
  page: string;
  size: string;
  current_utc: string;
  from?: string;
  to?: string;
  identity_number?: string;
  name?: string;
  phone_number?: string;
  date_of_birth?: string;
}

/** The filter as the list call's query; blank filters are left out. */
export function patientPackageQueryParams(
  filter: PatientPackageFilter,
  paging: { page: number; size: number; currentUtc?: number },
): PatientPackageQueryParams {
  const params: PatientPackageQueryParams = {
    page: String(paging.page),
    size: String(paging.size),
    current_utc: String(paging.currentUtc ?? DEFAULT_CURRENT_UTC),
  };
  const texts = {
    identity_number: filter.identityNumber,
    name: filter.name,
    phone_number: filter.phoneNumber,
  } as const;
  for (const [key, value] of Object.entries(texts) as [keyof typeof texts, string][]) {
    if (value.trim()) params[key] = value.trim();
  }
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  if (filter.dateOfBirth) params.date_of_birth = filter.dateOfBirth;
  return params;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const queryText = z.preprocess(blankToUndefined, z.string().trim().max(255).optional());
const queryDate = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isValidIsoDate).optional(),
);

/** The server's reading of `GET /v1/patient-packages`' query. */
export const patientPackageListQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
  size: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100).default(PATIENT_PACKAGE_LIST_DEFAULT_SIZE),
  ),
  current_utc: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(-12).max(14).default(DEFAULT_CURRENT_UTC),
  ),
  from: queryDate,
  to: queryDate,
  identity_number: queryText,
  name: queryText,
  phone_number: queryText,
  date_of_birth: queryDate,
});
export type PatientPackageListQuery = z.infer<typeof patientPackageListQuerySchema>;
