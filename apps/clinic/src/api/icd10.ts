import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import type { Diagnosis } from '@praktik/domain/visits/assessment.schema';
import { request } from './fetcher';
import { queryString } from './visits';

/** A row of `GET /dashboard/icd10`: `shortDescription` is the title in the caller's language. */
export interface Icd10Code {
  code: string;
  fullCode: string;
  shortDescription: string;
  titleEn: string;
  titleId: string;
}

/** A diagnosis as the diagnosis search lists and shows it: "K35.8 Acute appendicitis…". */
export interface DiagnosisOption extends Diagnosis {
  id: string;
  label: string;
}

export function diagnosisOption(diagnosis: Diagnosis): DiagnosisOption {
  const label = [diagnosis.fullCode, diagnosis.shortDescription].filter(Boolean).join(' ');
  return {
    id: diagnosis.fullCode,
    label,
    fullCode: diagnosis.fullCode,
    shortDescription: diagnosis.shortDescription,
  };
}

/** The chosen options back as the assessment payload's diagnosisDTOs. */
export function diagnosesOf(options: readonly DiagnosisOption[]): Diagnosis[] {
  return options.map(({ fullCode, shortDescription }) => ({ fullCode, shortDescription }));
}

/** Searches the ICD-10 codes (first page, size 10, spec 1 §9) for the diagnosis field. */
export async function searchIcd10(
  keyword: string,
  signal?: AbortSignal,
): Promise<DiagnosisOption[]> {
  const answer = await request<{ data: Icd10Code[] }>(
    `/api2/dashboard/icd10${queryString({ page: '0', size: String(PAGE_SIZES.icd10), keyword })}`,
    { signal },
  );
  return answer.data.map((row) =>
    diagnosisOption({ fullCode: row.fullCode, shortDescription: row.shortDescription }),
  );
}
