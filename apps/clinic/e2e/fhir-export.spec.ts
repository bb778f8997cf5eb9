import { readFileSync } from 'node:fs';
import { expect as baseExpect } from './support';
import { test } from './clinic-fixture';
import { expectNoPageErrors, expectShown, loginAs, openAs, reportPageErrors } from './helpers';

/*
 * The FHIR export, on a clinic of this file's own (e2e/clinic-fixture.ts): a new patient and a
 * visit with dr. Andi are made through the API, the doctor saves the assessment with an ICD-10
 * diagnosis; on the patient's detail page the owner confirms "Unduh rekam medis (FHIR)" and the
 * file parses as a Bundle with the Patient, the Encounter and the Condition with its ICD-10 code.
 * A doctor's detail page has no such action.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const PATIENT = `Pasien FHIR ${stamp}`;
const ACTION = 'Unduh rekam medis (FHIR)';

// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

interface Bundle {
  resourceType: string;
  type: string;
  entry: { fullUrl: string; resource: Record<string, unknown> & { resourceType: string } }[];
}

test('the owner downloads a new patient’s record as FHIR; a doctor has no such action', async ({
  page,
  browser,
  baseURL,
  clinic,
}) => {
  expectNoPageErrors(page);
  await loginAs(page, clinic.owner);
  const doctor = await openAs(browser, baseURL, clinic.doctor);
  const ktp = String(3273000000000000 + (stamp % 1_000_000_000));
  const mrn = `RM-FHIR-${stamp}`;

  const patientId = await test.step('a new patient, a visit and its diagnosis', async () => {
    const patient = await clinic.api<{ id: string }>('POST', '/dashboard/patient', {
      name: PATIENT,
      phoneNumber: '081298765432',
      gender: 'FEMALE',
      address: 'Jl. Kemang Raya No. 17, Jakarta Selatan',
      identificationType: 'KTP',
      identificationNumber: ktp,
      medicalRecordNumber: mrn,
      dob: '17-08-1992',
      allergies: [],
    });
    await clinic.api('POST', '/dashboard/start-visit', {
      patientId: patient.id,
      staffId: clinic.doctor.id,
      identificationNumber: ktp,
      locationId: null,
      bookingId: null,
    });
    await clinic.api(
      'POST',
      '/dashboard/save-visit',
      {
        patientId: patient.id,
        anamnesis: 'Demam dua hari',
        examination: 'Suhu 38 °C',
        treatment: 'Parasetamol',
        riwayatPenyakit: null,
        riwayatPenyakitKeluarga: null,
        diagnosisDTOs: [{ fullCode: 'R50.9', shortDescription: 'Demam, tidak spesifik' }],
        allergies: [],
        annotationDTOs: [],
        fileUploads: [],
      },
      clinic.doctor,
    );
    return patient.id;
  });
  const detail = `/dashboard/patient/detail-patient?id=${patientId}`;

  await test.step('the owner confirms and the file holds the Patient, Encounter and Condition', async () => {
    await page.goto(detail);
    await expectShown(page, page.getByRole('button', { name: ACTION }));
    await page.getByRole('button', { name: ACTION }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('rekam medis');
    await expect(dialog).toContainText(PATIENT);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Unduh', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${mrn}.fhir.json`);
    const bundle = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const of = (type: string) => bundle.entry.filter((e) => e.resource.resourceType === type);
    expect(of('Patient').map((e) => e.resource.name)).toEqual([
      [{ use: 'official', text: PATIENT }],
    ]);
    expect(of('Encounter')).toHaveLength(1);
    expect(of('Condition').map((e) => e.resource.code)).toEqual([
      {
        coding: [
          {
            system: 'http://hl7.org/fhir/sid/icd-10',
            code: 'R50.9',
            display: 'Demam, tidak spesifik',
          },
        ],
      },
    ]);
    await expect(page.getByText('Rekam medis diunduh')).toBeVisible();
  });

  await test.step('a doctor’s detail page of the same patient has no such action', async () => {
    await doctor.page.goto(detail);
    await expectShown(doctor.page, doctor.page.getByRole('link', { name: 'Ubah' }));
    await expect(doctor.page.getByRole('button', { name: ACTION })).toHaveCount(0);
  });
  await doctor.context.close();
});
