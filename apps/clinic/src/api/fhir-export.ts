import { requestWithResponse } from './fetcher';
import { saveFile } from './visit-reports';

/** The name the server gives the attachment (`<medical record number>.fhir.json`), if readable. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/**
 * The owner's download of one patient's record as a FHIR R4 Bundle (`application/fhir+json`),
 * saved under the name the server gives it (docs/decisions/0012-fhir-export-by-owner.md).
 */
export async function downloadPatientFhirBundle(
  patientId: string,
  save: (blob: Blob, fileName: string) => void = saveFile,
): Promise<void> {
  const res = await requestWithResponse<Blob>(
    `/api2/dashboard/patients/${encodeURIComponent(patientId)}/fhir-bundle`,
    { headers: { Accept: 'application/fhir+json, application/problem+json' }, asBlob: true },
  );
  save(res.data, attachmentName(res.headers.get('content-disposition'), 'patient.fhir.json'));
}
