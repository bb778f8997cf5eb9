import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, uniqueEmail } from './support';
import { createClinicFromNothing, login, openContext, reportPageErrors, api } from './helpers';
import { standInControl, standInDemoCredentials } from './satusehat-stand-in';

/*
 * The visit's SATUSEHAT link (docs/decisions/0031-satusehat-send-queue.md): the
 * owner links a new clinic to the SATUSEHAT stand-in and adds an organization and a location; a
 * doctor with an IHS number starts a visit there for a patient the platform knows by NIK, saves
 * an assessment with two diagnoses and ends it; the owner sees the platform's ids and every send
 * SENT on the visit. A second patient's NIK is unknown to the platform: the lookup fails, the
 * owner sees why, the patient is registered on the platform, and the owner's retry sends it.
 * The clinic is this file's own, signed up through the screens (the demo clinic is not used):
 * the file runs beside any other, and the people it registers on the shared stand-in have NIKs
 * and IHS numbers of this run.
 */
test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 45_000 });

// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => reportPageErrors(testInfo));

const stamp = Date.now();
const digits = (length: number) => String(stamp).slice(-length).padStart(length, '0');
const owner = { email: uniqueEmail('ss-visit-owner'), password: 'Rahasia123!' };
const doctor = {
  name: `dr. Wulan Sehat ${stamp}`,
  email: uniqueEmail('ss-visit-doctor'),
  ownersPassword: 'Sementara123!',
  ownPassword: 'WulanSendiri456!',
  nik: `3273${digits(12)}`,
  ihs: `N1${digits(9)}`,
};
const known = {
  name: `Rina Terdaftar ${stamp}`,
  nik: `3174${digits(12)}`,
  ihs: `P1${digits(10)}`,
};
const unknown = {
  name: `Tono Belum Terdaftar ${stamp}`,
  nik: `3175${digits(12)}`,
  ihs: `P2${digits(10)}`,
};

const address = {
  email: `poli${stamp}@klinik.example`,
  phoneNumber: '0227654321',
  website: 'https://klinik.example',
  address: 'Jl. Braga No. 10, Bandung',
  city: '3273',
  postalCode: '40111',
  province: '32',
  district: '327301',
  village: '3273011001',
};

function patientBody(patient: { name: string; nik: string }) {
  return {
    name: patient.name,
    phoneNumber: '081298765432',
    gender: 'FEMALE',
    address: 'Jl. Kemang Raya No. 17, Jakarta Selatan',
    identificationType: 'KTP',
    identificationNumber: patient.nik,
    medicalRecordNumber: `SSV-${patient.nik.slice(0, 4)}-${stamp}`,
    dob: '17-08-1992',
    allergies: [],
  };
}

/** The doctor's first sign-in: the owner's password, then their own (a page of their own). */
async function signInDoctor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const { page } = await openContext(browser, baseURL);
  await login(page, doctor.email, doctor.ownersPassword);
  await expect(page).toHaveURL(/\/first-password$/);
  await page
    .getByRole('textbox', { name: 'Kata sandi dari pemilik klinik', exact: true })
    .fill(doctor.ownersPassword);
  await page
    .getByRole('textbox', { name: 'Kata sandi baru', exact: true })
    .fill(doctor.ownPassword);
  await page
    .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
    .fill(doctor.ownPassword);
  await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/**
 * The send log's row for `what` shows `status`: the queue sends after the save, and the screen
 * reads the log again while a send is on its way, so the owner sees it change without a reload.
 */
async function expectSendStatus(section: Locator, what: string, status: string) {
  const row = section.getByRole('row', { name: new RegExp(what.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText(status, { timeout: 120_000 });
}

test('a visit is sent to SATUSEHAT, and a failed send is fixed and retried from the app', async ({
  page,
  browser,
  baseURL,
}) => {
  await createClinicFromNothing(page, {
    ownerFirstName: 'Ratna',
    email: owner.email,
    password: owner.password,
    businessName: `Klinik Kirim ${stamp}`,
  });

  await test.step('the owner links the clinic to the stand-in on the credential screen', async () => {
    const demo = standInDemoCredentials();
    await page.goto('/dashboard/credential');
    const form = page.getByRole('form', { name: 'Kredensial SATUSEHAT' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await field('ID Organisasi').fill(demo.organizationId);
    await field('Client Key').fill(demo.clientKey);
    await field('Secret Key').fill(demo.secretKey);
    await form.getByRole('button', { name: 'Simpan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kredensial tersimpan' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
  });

  const location =
    await test.step('an organization and a location, the doctor and two patients', async () => {
      await api(page, 'POST', '/api2/dashboard/satu-sehat/organization', {
        ...address,
        name: `Poli Umum ${stamp}`,
      });
      const added = await api<{ id: string }>(page, 'POST', '/api2/dashboard/satu-sehat/location', {
        ...address,
        name: `Ruang Periksa ${stamp}`,
        description: 'Ruang periksa umum',
        rt: '001',
        rw: '002',
      });
      // The platform knows the doctor (by the IHS number the owner types) and the first patient.
      await standInControl('POST', '/__stand-in/practitioners', {
        nik: doctor.nik,
        name: doctor.name,
        id: doctor.ihs,
      });
      await standInControl('POST', '/__stand-in/patients', {
        nik: known.nik,
        name: known.name,
        id: known.ihs,
      });
      return added.id;
    });

  const doctorRow = await api<{ id: string }>(page, 'POST', '/api2/dashboard/staff', {
    name: doctor.name,
    email: doctor.email,
    password: doctor.ownersPassword,
    role: 'ROLE_DOCTOR',
    userPhoneNumber: '081234567891',
    userDob: '1988-07-14',
    userGender: 'FEMALE',
    userAddress: 'Jl. Melati No. 7, Bandung',
    identificationNumber: doctor.nik,
    satuSehatPractitionerId: doctor.ihs,
  });
  const knownPatient = await api<{ id: string }>(
    page,
    'POST',
    '/api2/dashboard/patient',
    patientBody(known),
  );
  const unknownPatient = await api<{ id: string }>(
    page,
    'POST',
    '/api2/dashboard/patient',
    patientBody(unknown),
  );

  const doctorPage = await signInDoctor(browser, baseURL);
  const visitOf = async (patient: { id: string }, nik: string) => {
    const visit = await api<{ id: string }>(doctorPage, 'POST', '/api2/dashboard/start-visit', {
      patientId: patient.id,
      staffId: doctorRow.id,
      identificationNumber: nik,
      locationId: location,
      bookingId: null,
    });
    return visit.id;
  };

  const knownVisit =
    await test.step('the doctor starts a visit, saves an assessment with two diagnoses and ends it', async () => {
      const visitId = await visitOf(knownPatient, known.nik);
      await api(doctorPage, 'POST', '/api2/dashboard/save-visit', {
        patientId: knownPatient.id,
        anamnesis: 'Demam dan batuk sejak 3 hari',
        examination: 'Suhu 38,2 °C, faring hiperemis',
        treatment: 'Parasetamol 3 x 500 mg',
        riwayatPenyakit: '',
        riwayatPenyakitKeluarga: '',
        diagnosisDTOs: [
          { fullCode: 'J06.9', shortDescription: 'Infeksi saluran napas atas akut' },
          { fullCode: 'R50.9', shortDescription: 'Demam' },
        ],
        allergies: [],
        annotationDTOs: [],
        fileUploads: [],
      });
      await api(doctorPage, 'POST', `/api2/dashboard/end-visit/${knownPatient.id}`, {
        note: 'Kontrol bila demam lebih dari 3 hari',
      });
      return visitId;
    });

  await test.step('the owner sees on the visit the platform’s ids and every send SENT', async () => {
    await page.goto(
      `/dashboard/active-visit/assesment?id=${knownVisit}&patientId=${knownPatient.id}&view=1`,
    );
    const section = page.getByRole('region', { name: 'SATUSEHAT' });
    for (const what of [
      'Cari pasien (NIK)',
      'Kunjungan dimulai',
      'Diagnosis 1',
      'Diagnosis 2',
      'Kunjungan selesai',
    ]) {
      await expectSendStatus(section, what, 'Terkirim');
    }
    await expect(page.getByText(known.ihs, { exact: true })).toBeVisible();
    // The Encounter id the platform gave, where "not yet" stood before.
    await expect(page.getByText('Belum ada', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Kirim ulang/ })).toHaveCount(0);
  });

  await test.step('a patient the platform does not know by NIK: the lookup fails with its reason', async () => {
    await visitOf(unknownPatient, unknown.nik);
    await page.goto(`/dashboard/history?id=${unknownPatient.id}`);
    const section = page.getByRole('region', { name: 'SATUSEHAT' });
    await expectSendStatus(section, 'Cari pasien (NIK)', 'Gagal');
    await expect(
      section.getByRole('button', { name: 'Kirim ulang Cari pasien (NIK)' }),
    ).toBeVisible();
  });

  await test.step('the patient is registered on the platform, and the owner’s retry sends it', async () => {
    await standInControl('POST', '/__stand-in/patients', {
      nik: unknown.nik,
      name: unknown.name,
      id: unknown.ihs,
    });
    const section = page.getByRole('region', { name: 'SATUSEHAT' });
    await section.getByRole('button', { name: 'Kirim ulang Cari pasien (NIK)' }).click();
    await expect(page.getByText('Masuk antrean kirim ulang: Cari pasien (NIK)')).toBeVisible();
    await expectSendStatus(section, 'Cari pasien (NIK)', 'Terkirim');
    await expect(section.getByText(unknown.ihs, { exact: true })).toBeVisible();
    await expectSendStatus(section, 'Kunjungan dimulai', 'Terkirim');
  });

  await doctorPage.context().close();
});
