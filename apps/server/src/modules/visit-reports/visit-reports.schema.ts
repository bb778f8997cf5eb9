import { z } from 'zod';
import { genderSchema } from '@praktik/domain/account/profile.schema';
import { optionalDateRangeQuerySchema } from '@praktik/domain/dates/date-range-filter';
import { pageQuerySchemaWith } from '@praktik/domain/tables/table-query';
import { idSchema } from '@praktik/domain/validation/fields';
import { visitStatusSchema } from '@praktik/domain/visits/status';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A practitioner's id in a query: blank is "every practitioner". */
const practitionerIdQuery = z.preprocess(blankToUndefined, idSchema('fields.doctor').optional());

/** `start,desc` (Spring style); an unknown key or direction gives the list's default order. */
const sortQuery = z.string().max(100).optional();

/**
 * The history's export query (spec 1 §7): `from`/`to` (YYYY-MM-DD, clinic days, both included;
 * an end before the start is refused), `sort`, `practitionerId`. No dates: the current month.
 */
export const historyExportQuerySchema = optionalDateRangeQuerySchema.safeExtend({
  sort: sortQuery,
  practitionerId: practitionerIdQuery,
});

/** The history list's query: the export's plus zero-based `page` and `size` (default 50). */
export const historyQuerySchema = historyExportQuerySchema.safeExtend(pageQuerySchemaWith().shape);

/** The doctor report's export query: the spec names its practitioner `practitioner_id`. */
export const statsExportQuerySchema = optionalDateRangeQuerySchema.safeExtend({
  sort: sortQuery,
  practitioner_id: practitionerIdQuery,
});

export const statsQuerySchema = statsExportQuerySchema.safeExtend(pageQuerySchemaWith().shape);

/** A diagnosis as stored (a snapshot of what the assessment chose). */
const diagnosisViewSchema = z.object({ fullCode: z.string(), shortDescription: z.string() });

/** A row of the visit history. */
export const historyRowSchema = z.object({
  id: z.string(),
  status: visitStatusSchema,
  /** ISO 8601, and the clinic's wall clock `DD-MM-YYYY HH:mm`. */
  start: z.string(),
  startInString: z.string(),
  practitionerId: z.string(),
  practitionerName: z.string(),
  treatment: z.string().nullable(),
  diagnosisJson: z.array(diagnosisViewSchema),
  patient: z.object({
    id: z.string(),
    name: z.string(),
    medicalRecordNumber: z.string().nullable(),
    /** DD-MM-YYYY, and the same as YYYY-MM-DD. */
    dob: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    gender: genderSchema.nullable(),
  }),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

/** A row of the doctor report (spec 1 §3 "Report row", plus the practitioner's id). */
export const practitionerStatsRowSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  totalPatients: z.number().int(),
  totalMalePatients: z.number().int(),
  totalFemalePatients: z.number().int(),
  noShows: z.number().int(),
});
