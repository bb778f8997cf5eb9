import { invalid, validationMessage } from '../validation/message';
import { z } from 'zod';
import { PAGE_SIZES } from '../tables/page-sizes';
import { pageQuerySchemaWith } from '../tables/table-query';
import { isValidIsoDate } from '../validation/fields';
import { dobToIso } from './date-of-birth';
import { phoneSearchTerm } from './phone';

/** The patient list's first page and default size (spec 1 §4: zero-based; spec 1 §9 shared 50). */
export const PATIENT_LIST_FIRST_PAGE = 0;
export const PATIENT_LIST_DEFAULT_SIZE = PAGE_SIZES.patientList;
/** The largest of the table's page size options (spec 1 §9). */
export const PATIENT_LIST_MAX_SIZE = 100;

/** Spec 1 §3: the patient filter; `searchDate` is the date of birth as the picker holds it. */
export interface PatientListFilter {
  searchName: string;
  searchNoTelp: string;
  searchDate: string | null;
  searchAddress: string;
  page: number;
  size: number;
}

export const EMPTY_PATIENT_LIST_FILTER: PatientListFilter = {
  searchName: '',
  searchNoTelp: '',
  searchDate: null,
  searchAddress: '',
  page: PATIENT_LIST_FIRST_PAGE,
  size: PATIENT_LIST_DEFAULT_SIZE,
};

/** Reset clears the four filters and goes back to the first page; the page size stays. */
export function resetPatientListFilter(filter: PatientListFilter): PatientListFilter {
  return { ...EMPTY_PATIENT_LIST_FILTER, size: filter.size };
}

/** The query names of `GET /dashboard/patients` (spec 1 §7). */
export interface PatientListQueryParams {
  page: string;
  size: string;
  'name.contains'?: string;
  'phoneNumber.contains'?: string;
  'address.contains'?: string;
  'dob.equals'?: string;
}

/**
 * The filter as the list call's query: name, phone and address are contains-matches, the date of
 * birth an equals-match written YYYY-MM-DD (spec 1 §5); blank filters are left out.
 */
export function patientListQueryParams(filter: PatientListFilter): PatientListQueryParams {
  const params: PatientListQueryParams = { page: String(filter.page), size: String(filter.size) };
  const name = filter.searchName.trim();
  const phone = filter.searchNoTelp.trim();
  const address = filter.searchAddress.trim();
  if (name) params['name.contains'] = name;
  if (phone) params['phoneNumber.contains'] = phone;
  if (address) params['address.contains'] = address;
  if (filter.searchDate) params['dob.equals'] = filter.searchDate;
  return params;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function searchText(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid(field) })
      .trim()
      .max(255, { error: validationMessage('validation.maxLength', { field, max: 255 }) })
      .optional(),
  );
}

/** A phone search box's text, read as the stored numbers are written (`phoneSearchTerm`). */
export function phoneSearchText(field = 'fields.phoneNumber') {
  return searchText(field)
    .transform((text) => (text === undefined ? undefined : phoneSearchTerm(text)))
    .optional();
}

/** A date of birth in the query: YYYY-MM-DD, or DD-MM-YYYY as the patient's `dob` is written. */
const dobEquals = z.preprocess(
  blankToUndefined,
  z
    .string({ error: invalid('fields.dateOfBirth') })
    .trim()
    .transform((value, ctx) => {
      const iso = isValidIsoDate(value) ? value : dobToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: invalid('fields.dateOfBirth') });
        return z.NEVER;
      }
      return iso;
    })
    .optional(),
);

/** The server's reading of `GET /dashboard/patients`' query; the date comes out YYYY-MM-DD. */
export const patientListQuerySchema = pageQuerySchemaWith({
  defaultSize: PATIENT_LIST_DEFAULT_SIZE,
  maxSize: PATIENT_LIST_MAX_SIZE,
}).extend({
  'name.contains': searchText('fields.name'),
  'phoneNumber.contains': phoneSearchText(),
  'address.contains': searchText('fields.address'),
  'dob.equals': dobEquals,
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;
