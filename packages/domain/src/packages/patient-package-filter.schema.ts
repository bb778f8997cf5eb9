import { z } from 'zod';
import { DATE_RANGE_ORDER_MESSAGE, optionalDateRangeQuerySchema } from '../dates/date-range-filter';
import { currentUtcSchema } from '../dates/current-utc.schema';
import { DEFAULT_UTC_OFFSET_HOURS } from '../dates/utc-offset';
import { PAGE_SIZES } from '../tables/page-sizes';
import { pageQuerySchemaWith } from '../tables/table-query';
import { isValidIsoDate, requiredText } from '../validation/fields';
import { invalid } from '../validation/message';
import { phoneSearchText } from '../patients/patient-list-filter.schema';

/** Spec 2 §7: `current_utc` is the clinic's offset in whole hours, 7 when none is set. */
export const DEFAULT_CURRENT_UTC = DEFAULT_UTC_OFFSET_HOURS;
export const PATIENT_PACKAGE_LIST_DEFAULT_SIZE = PAGE_SIZES.default;

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

/**
 * Spec 2 §2.9, §5: "search needs the name filled"; the other filters are optional, and an end
 * date never precedes the start (spec 1 §4, as every date filter).
 */
export const patientPackageFilterSchema = z
  .object({
    from: optionalDate('fields.dateFrom'),
    to: optionalDate('fields.dateTo'),
    identityNumber: optionalText(),
    name: requiredText('fields.name', 255),
    phoneNumber: optionalText(),
    dateOfBirth: optionalDate('fields.dateOfBirth'),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: DATE_RANGE_ORDER_MESSAGE,
    path: ['to'],
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
  /** 'true': only the packages whose patient has not been back for over a month. */
  overdue?: 'true';
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

/**
 * The browsable follow-up list (no name needed): every live package not seen for over a month,
 * longest absence first; the server decides the month from its clock and the clinic's offset.
 */
export function overduePackageQueryParams(paging: {
  page: number;
  size: number;
  currentUtc?: number;
}): PatientPackageQueryParams {
  return {
    page: String(paging.page),
    size: String(paging.size),
    current_utc: String(paging.currentUtc ?? DEFAULT_CURRENT_UTC),
    overdue: 'true',
  };
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const queryText = z.preprocess(blankToUndefined, z.string().trim().max(255).optional());
const queryDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine(isValidIsoDate, { error: invalid('fields.dateOfBirth') })
    .optional(),
);

/** The server's reading of `GET /v1/patient-packages`' query. */
export const patientPackageListQuerySchema = pageQuerySchemaWith({
  defaultSize: PATIENT_PACKAGE_LIST_DEFAULT_SIZE,
  maxSize: 100,
})
  .extend({
    current_utc: currentUtcSchema,
    ...optionalDateRangeQuerySchema.shape,
    identity_number: queryText,
    name: queryText,
    phone_number: phoneSearchText(),
    date_of_birth: queryDate,
    overdue: z
      .enum(['true', 'false'], { error: invalid('fields.overdue') })
      .optional()
      .transform((value) => value === 'true'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: DATE_RANGE_ORDER_MESSAGE,
    path: ['to'],
  });
export type PatientPackageListQuery = z.infer<typeof patientPackageListQuerySchema>;
