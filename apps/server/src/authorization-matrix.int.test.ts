import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consecutiveDates } from '@praktik/domain/slots/bookable-slots';
import { clinicClock, minutesToTime } from '@praktik/domain/slots/time-of-day';
import { isWeekend, weekdayOf } from '@praktik/domain/slots/weekdays';
import { hashPassword } from './modules/account/password-hasher';
import { createTestApp, type TestApp } from './test/create-test-app';
import {
  linkClinicToSatuSehat,
  locationFormBody,
  organizationFormBody,
} from './test/satusehat-fixtures';
import {
  AUTHORIZATION_MATRIX,
  CALLERS,
  type Caller,
  type ExpectedAnswer,
} from './test/authorization-matrix';
import {
  TEST_PASSWORD,
  addClinicMember,
  call,
  clinicChoiceIds,
  createTestCatalogue,
  createTestClinic,
  createTestPayment,
  onboardingBody,
  randomTestAddress,
  signIn,
  uniqueEmail,
  type SignedIn,
  type TestCatalogue,
  type TestClinic,
  type TestUser,
  patientRequestBody,
  createTestPatientPackage,
} from './test/fixtures';
import { linkIn } from './test/smtp-test-server';

type Member = TestUser & SignedIn;

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** What a well-formed call of one operation sends, apart from the caller's token. */
interface ExampleRequest {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const logoPng = await readFile(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'composition/seed/assets/logo.png'),
);

let ctx: TestApp;
let operations: Operation[];
let clinic: TestClinic;
let otherClinic: TestClinic;
let members: Record<Exclude<Caller, 'none' | 'owner' | 'otherOwner'>, Member>;
/** The first clinic's records the path ids point at. */
let records: {
  patientId: string;
  visitId: string;
  logo: { businessId: string; name: string };
  serviceId: string;
  satuSehat: {
    credentials: { organizationId: string; clientKey: string; secretKey: string };
    organizationId: string;
    locationId: string;
  };
};
let memberPasswordHash: string;

function tokenOf(caller: Caller): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'owner') return clinic.owner.idToken;
  if (caller === 'otherOwner') return otherClinic.owner.idToken;
  return members[caller].idToken;
}

async function asOwner(
  method: Operation['method'],
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const response = await call(ctx, method, url, { token: clinic.owner.idToken, body });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response;
}

async function newPatient(): Promise<string> {
  const response = await asOwner('POST', '/api2/dashboard/patient', patientBody());
  return response.json<{ data: { id: string } }>().data.id;
}

/** A FAILED send of the first clinic's visit: each owner's retry turns one PENDING. */
async function newFailedSend(): Promise<string> {
  const sends = ctx.repositories.satuSehatSends;
  const [id] = await sends.insertSends(
    [
      {
        businessId: clinic.businessId,
        visitId: records.visitId,
        patientId: records.patientId,
        kind: 'ENCOUNTER_FINISH',
        position: null,
      },
    ],
    null,
  );
  await sends.markAttempt(id!, {
    status: 'FAILED',
    attempts: 1,
    lastError: 'refused',
    nextAttemptAt: null,
  });
  return id!;
}

/** A closing of the first clinic's owner (of no payment). */
async function newOwnerClosingId(): Promise<string> {
  const response = await asOwner('POST', '/api2/payment/v1/cash-closings', { countedCash: 0 });
  return response.json<{ data: { id: string } }>().data.id;
}

async function newPatientWithActiveVisit(): Promise<string> {
  const patientId = await newPatient();
  await asOwner('POST', '/api2/dashboard/start-visit', startVisitBody(patientId));
  return patientId;
}

function patientBody() {
  return patientRequestBody({ allergies: [{ name: 'Amoksisilin', isNew: true }] });
}

function startVisitBody(patientId: string) {
  return {
    patientId,
    staffId: members.doctor.id,
    identificationNumber: '3273015705900001',
    locationId: null,
    bookingId: null,
  };
}

/** An activated member of the first clinic, made without the API (the calls are elsewhere). */
async function newMemberEmail(): Promise<string> {
  const email = uniqueEmail('matrix');
  await ctx.repositories.accounts.insertMember({
    businessId: clinic.businessId,
    firstName: 'Anggota',
    email,
    passwordHash: memberPasswordHash,
    role: 'ROLE_STAFF',
    langKey: 'id',
    activated: true,
  });
  return email;
}

async function newMemberId(): Promise<string> {
  const email = await newMemberEmail();
  const member = await ctx.repositories.accounts.findUserByEmail(email);
  if (!member) throw new Error('member not found');
  return member.id;
}

async function resetKey(): Promise<string> {
  const email = await newMemberEmail();
  await call(ctx, 'POST', '/api2/account/reset-password/init', {
    body: email,
    headers: { 'content-type': 'text/plain' },
  });
  const mail = await ctx.smtp.waitForMail(email, (m) => m.text.includes('/account/reset/finish'));
  return linkIn(mail, '/account/reset/finish').searchParams.get('key') ?? '';
}

/** The token of the link mailed when a fresh member of the first clinic changes their e-mail. */
async function emailChangeToken(): Promise<string> {
  const member = await signIn(ctx, await newMemberEmail());
  const newEmail = uniqueEmail('matrix-new');
  await call(ctx, 'POST', '/api2/dashboard/profile', {
    token: member.idToken,
    body: {
      name: 'Anggota',
      email: newEmail,
      phoneNumber: '081311112222',
      dateOfBirth: '1987-07-17',
      gender: 'FEMALE',
      address: 'Jl. Cempaka Putih No. 1, Jakarta Pusat',
      imageUrl: 'https://klinik-anggrek.id/foto-profil.jpg',
    },
  });
  const mail = await ctx.smtp.waitForMail(newEmail, (m) =>
    m.text.includes('/account/email/confirm'),
  );
  return linkIn(mail, '/account/email/confirm').searchParams.get('token') ?? '';
}

async function activationKey(): Promise<string> {
  const email = uniqueEmail('matrix');
  await call(ctx, 'POST', '/api2/register', {
    body: { firstName: 'Baru', email, password: TEST_PASSWORD, langKey: 'id' },
  });
  const mail = await ctx.smtp.waitForMail(email, (m) => m.text.includes('/account/activate'));
  return linkIn(mail, '/account/activate').searchParams.get('key') ?? '';
}

async function uploadUrl(): Promise<URL> {
  const response = await asOwner('POST', '/api2/dashboard/files?extension=png&type=logo');
  return new URL(response.json<{ data: string }>().data);
}

const REPORT_RANGE = 'from=2026-01-01&to=2026-12-31';

/**
 * One well-formed request per operation. Requests that change or use up a record (start a
 * visit, end it, a one-time key) get a fresh one for each caller, so every cell is independent.
 */
const EXAMPLES: Record<string, (caller: Caller) => Promise<ExampleRequest> | ExampleRequest> = {
  checkHealth: () => ({}),
  checkReadiness: () => ({}),
  registerAccount: () => ({
    body: { firstName: 'Baru', email: uniqueEmail('matrix'), password: TEST_PASSWORD },
  }),
  activateAccount: async () => ({ query: `key=${encodeURIComponent(await activationKey())}` }),
  authenticate: () => ({ body: { email: members.staff.email, password: TEST_PASSWORD } }),
  requestPasswordReset: async () => ({
    body: await newMemberEmail(),
    headers: { 'content-type': 'text/plain' },
  }),
  validatePasswordResetKey: async () => ({ query: `key=${encodeURIComponent(await resetKey())}` }),
  finishPasswordReset: async () => ({ body: { key: await resetKey(), newPassword: 'Baru12345!' } }),
  confirmEmailChange: async () => ({ body: { token: await emailChangeToken() } }),
  refreshTokens: async () => ({
    headers: { refreshToken: (await signIn(ctx, members.staff.email)).refreshToken },
  }),
  logout: async () => ({
    headers: { refreshToken: (await signIn(ctx, members.staff.email)).refreshToken },
  }),
  uploadFile: async () => {
    const url = await uploadUrl();
    const [, , businessId = '', purpose = '', name = ''] = url.pathname.split('/');
    return {
      params: { businessId, purpose, name },
      query: url.search.slice(1),
      body: logoPng,
      headers: { 'content-type': 'image/png' },
    };
  },
  readFile: () => ({ params: { ...records.logo, purpose: 'logo' } }),
  getBodyImage: () => ({ params: { name: 'FEMALE_FRONT.svg' } }),
  getAccount: () => ({}),
  // The same password again: the caller keeps signing in with it.
  changePassword: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
  listOnboardingServices: () => ({}),
  listBusinessTypes: () => ({}),
  completeOnboarding: async () => ({ body: await onboardingBody(ctx) }),
  getBusiness: () => ({}),
  getOnlineBookingSettings: () => ({}),
  saveOnlineBookingSettings: () => ({
    body: {
      maxUnconfirmedOnlinePerDay: 20,
      unconfirmedHoldMinutes: null,
      // Up to the visit: the matrix's online bookings are tomorrow, within a day of now.
      patientRescheduleCutoffHours: 0,
    },
  }),
  getQueueNumbering: () => ({}),
  saveQueueNumbering: () => ({ body: { queueNumbering: 'PER_PRACTITIONER' } }),
  saveBusiness: async () => {
    const { businessTypeId, serviceIds } = await clinicChoiceIds(ctx);
    return {
      body: {
        name: 'Klinik Anggrek',
        address: 'Jl. Kenanga No. 9, Bogor',
        logo: 'https://klinik-anggrek.id/logo.png',
        mainPhoto: 'https://klinik-anggrek.id/depan.jpg',
        businessTypeId,
        serviceIds: serviceIds.slice(0, 1),
        published: true,
        primaryColor: 'color_7',
        successReservationUrl: 'https://klinik-anggrek.id/terima-kasih',
      },
    };
  },
  getProfile: () => ({}),
  saveProfile: (caller) => ({
    body: {
      name: 'Ratna Dewi',
      // Each caller keeps its own e-mail: the profile's e-mail is the account's.
      email: caller === 'otherOwner' ? otherClinic.owner.email : memberEmailOf(caller),
      phoneNumber: '081311112222',
      dateOfBirth: '1987-07-17',
      gender: 'FEMALE',
      address: 'Jl. Cempaka Putih No. 1, Jakarta Pusat',
      imageUrl: 'https://klinik-anggrek.id/foto-profil.jpg',
    },
  }),
  createUploadUrl: () => ({ query: 'extension=png&type=profile' }),
  listPatients: () => ({ query: 'page=0&size=10' }),
  createPatient: () => ({ body: patientBody() }),
  nextMedicalRecordNumber: () => ({}),
  getPatient: () => ({ params: { id: records.patientId } }),
  updatePatient: () => ({
    params: { id: records.patientId },
    body: { ...patientBody(), name: 'Siti Rahayu Putri' },
  }),
  getPatientWithActiveVisit: () => ({ params: { patientId: records.patientId } }),
  listPractitioners: () => ({}),
  startVisit: async () => ({ body: startVisitBody(await newPatient()) }),
  startVisitV2: async () => ({ body: startVisitBody(await newPatient()) }),
  listActiveVisits: () => ({ query: 'page=0&size=10' }),
  getVisit: () => ({ params: { id: records.visitId } }),
  saveVisit: (caller) => ({
    body: {
      patientId: records.patientId,
      treatment: 'Kompres hangat, kontrol 3 hari',
      // A doctor's assessment needs its medical parts; anyone else sends treatment only.
      ...(caller === 'doctor' ? { anamnesis: 'Demam 2 hari', examination: 'Suhu 38,5 °C' } : {}),
    },
  }),
  endVisit: async () => ({
    params: { patientId: await newPatientWithActiveVisit() },
    body: { note: 'Kontrol 1 minggu lagi' },
  }),
  listPatientVisits: () => ({ params: { patientId: records.patientId } }),
  exportPatientFhirBundle: () => ({ params: { id: records.patientId } }),
  searchIcd10: () => ({ query: 'keyword=demam' }),
  listAnnotationPhotos: () => ({}),
  listInactiveVisits: () => ({ query: REPORT_RANGE }),
  exportInactiveVisitsCsv: () => ({ query: REPORT_RANGE }),
  listPractitionerStats: () => ({ query: REPORT_RANGE }),
  exportPractitionerStatsCsv: () => ({ query: REPORT_RANGE }),
  // Staff: a fresh member per cell, so a deactivation never meets another's.
  listStaff: () => ({ query: 'page=0&size=10&role=ROLE_DOCTOR' }),
  getStaff: () => ({ params: { id: members.doctor.id } }),
  saveStaff: () => ({
    body: {
      name: 'Dewi Lestari',
      email: uniqueEmail('matrix'),
      password: TEST_PASSWORD,
      role: 'ROLE_BEAUTICIAN',
      userPhoneNumber: '081234567890',
      userDob: '1990-05-17',
      userGender: 'FEMALE',
      userAddress: 'Jl. Melati No. 3, Bandung',
      identificationNumber: '3273015705900001',
    },
  }),
  deactivateStaff: async () => ({ params: { id: await newMemberId() } }),
  activateStaff: async () => ({ params: { id: await newMemberId() } }),

  getDoctorSchedule: () => ({ params: { id: members.doctor.id } }),
  saveDoctorSchedule: () => ({ body: doctorWeekBody() }),
  getAvailableSlots: () => ({
    body: { doctor_id: members.doctor.id, date: '2026-12-01', days: 7 },
  }),
  streamReservationEvents: () => ({}),

  listPublicServices: () => ({}),
  listPublishedClinics: async () => {
    await publicBookingWorld();
    return { query: 'page=0&size=3' };
  },
  listClinicsOfService: async () => ({
    params: { serviceId: (await publicBookingWorld()).serviceId },
  }),
  getPublicClinic: async () => ({ params: { id: (await publicBookingWorld()).clinicId } }),
  getPublicSlots: async () => ({
    params: { id: (await publicBookingWorld()).clinicId },
    body: { doctor_id: members.doctor.id, date: (await publicBookingWorld()).dates[0] },
  }),
  createPublicReservation: async () => ({
    params: { id: (await publicBookingWorld()).clinicId },
    body: await publicBookingBody(),
  }),
  getPublicReservation: async () => ({ query: await signedLinkQuery() }),
  downloadPublicReservationCalendar: async () => ({ query: await signedLinkQuery() }),
  cancelPublicReservation: async () => {
    const link = new URLSearchParams(await signedLinkQuery());
    return { body: { id: link.get('id'), token: link.get('token') } };
  },
  confirmPublicReservation: async () => {
    const link = await mailedConfirmLink();
    return { body: { id: link.searchParams.get('id'), token: link.searchParams.get('token') } };
  },
  reschedulePublicReservation: async () => {
    const link = new URLSearchParams(await signedLinkQuery());
    const { date, time } = nextSlot();
    return {
      params: { id: link.get('id') ?? '' },
      body: { token: link.get('token'), dateVisit: date, timeVisit: [time] },
    };
  },

  listReservationReminders: () => ({ query: 'date=2026-12-01' }),
  recordReservationReminderSend: async () => ({ params: { id: await newReservation() } }),

  // Reservations: each cell books a fresh slot of the doctor's week (a fresh patient each time).
  getReservationData: () => ({ query: `reservation_date=${nextSlot().date}` }),
  getReservationDetail: async () => ({ params: { id: await newReservation() } }),
  getPatientNoShows: () => ({ params: { patientId: records.patientId } }),
  getNextFreeSlot: () => ({ query: `doctor_id=${members.doctor.id}&duration=15` }),
  getReservationWeek: () => ({ query: `doctor_id=${members.doctor.id}&date=${nextSlot().date}` }),
  saveReservation: async () => reservationRequest(await newPatient()),
  updateReservation: async () => ({
    body: { booking_id: await newReservation(), status: 'CANCELLED' },
  }),
  endReservationVisit: async () => ({
    body: { booking_id: await newActiveReservation(), note: 'Kontrol 1 minggu lagi' },
  }),
  transferReservationPatient: async () => {
    const bookingId = await newActiveReservation();
    const { date, time } = nextSlot();
    return {
      body: {
        booking_id: bookingId,
        doctorId: members.doctor.id,
        dateVisit: date,
        timeVisit: [time],
      },
    };
  },

  rescheduleReservation: async () => {
    const bookingId = await newReservation();
    const { date, time } = nextSlot();
    return {
      body: {
        booking_id: bookingId,
        doctorId: members.doctor.id,
        dateVisit: date,
        timeVisit: [time],
      },
    };
  },

  // Packages: a fresh package on a fresh ACTIVE visit of the doctor per cell.
  usePatientPackage: async () => ({ body: await packageOnActiveReservation() }),
  undoPatientPackageUse: async () => {
    const body = await packageOnActiveReservation();
    await asOwner('POST', '/api2/packages/v1/active-package', body);
    return { body };
  },
  releasePatientPackage: async () => ({
    params: { id: (await packageOf(records.patientId)).id },
  }),
  listPatientPackages: () => ({ query: 'page=0&size=10&name=Siti' }),
  recordPatientPackageReminderSend: async () => ({
    params: { id: (await packageOf(records.patientId)).id },
  }),
  getPatientPackage: async () => ({ params: { id: (await packageOf(records.patientId)).id } }),
  listPatientPackageHistory: () => ({ query: `patient_id=${records.patientId}` }),

  // The price list: reads and edits use one shared row of each kind of the first
  // clinic; a delete gets a fresh row (it uses it up).
  createItemCategory: () => ({ body: { name: `Kategori ${randomUUID()}` } }),
  updateItemCategory: async () => ({
    params: { id: (await sharedCatalogue()).categoryId },
    body: { name: `Kategori ${randomUUID()}` },
  }),
  listItemCategories: () => ({ params: { id: clinic.businessId }, query: 'size=999' }),
  getItemCategory: async () => ({ params: { id: (await sharedCatalogue()).categoryId } }),
  deleteItemCategory: async () => ({ params: { id: await newCatalogueCategory() } }),
  listItemOptions: () => ({ params: { businessId: clinic.businessId } }),
  createItem: async () => ({ body: catalogueItemBody((await sharedCatalogue()).categoryId) }),
  updateItem: async () => {
    const { categoryId, itemId } = await sharedCatalogue();
    return { params: { id: itemId }, body: catalogueItemBody(categoryId) };
  },
  listItems: () => ({ params: { id: clinic.businessId }, query: 'sortKey=price' }),
  getItem: async () => ({ params: { id: (await sharedCatalogue()).itemId } }),
  deleteItem: async () => ({
    params: { id: await newCatalogueItem((await sharedCatalogue()).categoryId) },
  }),
  createPackage: async () => ({ body: cataloguePackageBody((await sharedCatalogue()).itemId) }),
  updatePackage: async () => {
    const { itemId, packageId } = await sharedCatalogue();
    return { params: { id: packageId }, body: cataloguePackageBody(itemId) };
  },
  listPackages: () => ({ params: { id: clinic.businessId }, query: 'size=999' }),
  getPackage: async () => ({ params: { id: (await sharedCatalogue()).packageId } }),
  deletePackage: async () => ({
    params: { id: await newCataloguePackage((await sharedCatalogue()).itemId) },
  }),

  // Payments: each cell pays a fresh ACTIVE visit of the doctor (no discount: practitioners give
  // none) or corrects and reads a fresh payment of one.
  savePayment: async () => ({ body: await paymentBody(await newActiveVisitId()) }),
  updatePayment: async () => ({
    body: {
      paymentId: await newPaymentId(),
      method: 'CASH',
      paymentItems: [{ ...(await consultationLine()), type: 'CORRECTION' }],
    },
  }),
  refundPayment: async () => {
    const paid = await newPayment();
    return {
      body: {
        paymentId: paid.payment.id,
        method: 'CASH',
        reason: 'Layanan tidak jadi diberikan',
        lines: [{ paymentItemId: paid.items[0]!.id, qty: 1 }],
      },
    };
  },
  getPayment: async () => ({ params: { id: await newPaymentId() } }),
  getVisitPaymentHistory: async () => ({ query: `visit_id=${await newActiveVisitId()}` }),

  // This month's payment history of the caller's clinic.
  listPaymentHistory: () => ({ query: 'from=2026-11-01&to=2026-11-30&page=0&size=10' }),
  exportPaymentHistoryCsv: () => ({ query: 'from=2026-11-01&to=2026-11-30' }),
  exportPaymentHistoryPdf: () => ({ query: 'from=2026-11-01&to=2026-11-30' }),
  exportPaymentHistoryXlsx: () => ({ query: 'from=2026-11-01&to=2026-11-30' }),
  printPaymentHistory: () => ({ query: 'from=2026-11-01&to=2026-11-30' }),

  // Closing the day: each caller closes its own day; the read names a closing of the first
  // clinic's owner.
  getOpenCashierFigures: () => ({}),
  closeCashier: () => ({ body: { countedCash: 0 } }),
  listCashClosings: () => ({ query: 'from=2026-12-01&to=2026-12-31' }),
  getCashClosing: async () => ({ params: { id: await newOwnerClosingId() } }),

  getSatuSehatIntegration: () => ({}),
  // The first clinic's own credentials (the other owner links their clinic with them: the
  // platform's client is what it is; our rows stay per clinic).
  saveSatuSehatIntegration: () => ({ body: { ...records.satuSehat.credentials } }),
  listSatuSehatOrganizations: () => ({ query: 'page=1&size=10' }),
  getSatuSehatOrganization: () => ({ params: { id: records.satuSehat.organizationId } }),
  saveSatuSehatOrganization: () => ({
    body: { ...organizationFormBody(), id: records.satuSehat.organizationId },
  }),
  getVisitSatuSehatLink: () => ({ params: { visitId: records.visitId } }),
  getPatientSatuSehatLink: () => ({ params: { patientId: records.patientId } }),
  retrySatuSehatSend: async () => ({ params: { sendId: await newFailedSend() } }),
  listSatuSehatLocations: () => ({ query: 'page=1&size=10' }),
  getSatuSehatLocation: () => ({ params: { id: records.satuSehat.locationId } }),
  saveSatuSehatLocation: () => ({
    body: { ...locationFormBody(), id: records.satuSehat.locationId },
  }),
};

/** A package sold to the patient (as the payment save writes it). */
function packageOf(patientId: string) {
  return createTestPatientPackage(ctx, clinic, { patientId, soldBy: clinic.owner.id });
}

/** `POST /active-package`'s body: a fresh patient's package on their ACTIVE reservation. */
async function packageOnActiveReservation() {
  const patientId = await newPatient();
  const { body } = reservationRequest(patientId);
  const response = await asOwner('POST', '/api2/reservation/v1/save-reservation', {
    ...(body as object),
    intent: 'SAVE_AND_START',
  });
  const bookingId = response.json<{ data: { id: string } }>().data.id;
  return { packageId: (await packageOf(patientId)).id, bookingId, patientId };
}

async function newCatalogueCategory(): Promise<string> {
  const response = await asOwner('POST', '/api2/payment/v1/categories-item', {
    name: `Kategori ${randomUUID()}`,
  });
  return response.json<{ data: { id: string } }>().data.id;
}

function catalogueItemBody(categoryId: string) {
  return { name: `Item ${randomUUID()}`, price: 150_000, category_item_id: categoryId };
}

async function newCatalogueItem(categoryId: string): Promise<string> {
  const response = await asOwner('POST', '/api2/pricing/v1/items', catalogueItemBody(categoryId));
  return response.json<{ data: { id: string } }>().data.id;
}

function cataloguePackageBody(itemId: string) {
  return { name: `Paket ${randomUUID()}`, price: 600_000, number_of_visit: 5, items: [itemId] };
}

async function newCataloguePackage(itemId: string): Promise<string> {
  const response = await asOwner('POST', '/api2/pricing/v1/packages', cataloguePackageBody(itemId));
  return response.json<{ data: { id: string } }>().data.id;
}

/** A category, an item in it and a package of it, made once for the cells that only read or edit. */
let catalogue: Promise<{ categoryId: string; itemId: string; packageId: string }> | undefined;
function sharedCatalogue() {
  catalogue ??= (async () => {
    const categoryId = await newCatalogueCategory();
    const itemId = await newCatalogueItem(categoryId);
    return { categoryId, itemId, packageId: await newCataloguePackage(itemId) };
  })();
  return catalogue;
}

let testCatalogue: Promise<TestCatalogue> | undefined;

async function consultationLine() {
  testCatalogue ??= createTestCatalogue(ctx, clinic);
  const item = (await testCatalogue).items[0]!;
  return { itemId: item.id, qty: 1, amount: item.price };
}

async function paymentBody(visitId: string) {
  return { visitId, method: 'CASH', paymentItems: [await consultationLine()] };
}

/** A fresh patient's ACTIVE visit with the first clinic's doctor. */
async function newActiveVisitId(): Promise<string> {
  const response = await asOwner(
    'POST',
    '/api2/dashboard/start-visit',
    startVisitBody(await newPatient()),
  );
  return response.json<{ data: { id: string } }>().data.id;
}

/** The payment of a fresh ACTIVE visit of the doctor (the one write path, not the route). */
async function newPayment() {
  const line = await consultationLine();
  return createTestPayment(ctx, clinic, {
    visitId: await newActiveVisitId(),
    practitionerId: members.doctor.id,
    lines: [{ itemId: line.itemId, amount: line.amount }],
  });
}

async function newPaymentId(): Promise<string> {
  return (await newPayment()).payment.id;
}

/** Operations whose success is a stream that stays open: their status is read, then they are let go. */
const STREAMING_OPERATIONS = new Set(['streamReservationEvents']);

/**
 * The public booking: the first clinic published, its doctor's week saved (Monday to
 * Friday mornings: 16 quarter hours a day), and the next five such days from tomorrow in the
 * clinic's zone, enough for every caller's bookings.
 */
let publicBooking: Promise<{ clinicId: string; serviceId: string; dates: string[] }> | undefined;
function publicBookingWorld() {
  publicBooking ??= (async () => {
    const { businessTypeId, serviceIds } = await clinicChoiceIds(ctx);
    await asOwner('POST', '/api2/dashboard/business', {
      name: clinic.name,
      address: 'Jl. Kenanga No. 9, Bogor',
      logo: 'https://klinik-anggrek.id/logo.png',
      mainPhoto: 'https://klinik-anggrek.id/depan.jpg',
      businessTypeId,
      serviceIds: serviceIds.slice(0, 1),
      published: true,
      primaryColor: 'color_7',
      successReservationUrl: 'https://klinik-anggrek.id/terima-kasih',
    });
    await asOwner('POST', '/api2/schedule/save-schedule-doctor', doctorWeekBody());
    await asOwner('PUT', '/api2/dashboard/business/online-booking', {
      maxUnconfirmedOnlinePerDay: 20,
      unconfirmedHoldMinutes: null,
      patientRescheduleCutoffHours: 0,
    });
    const dayMs = 24 * 60 * 60 * 1000;
    const clinicNow = Date.now() + 7 * 60 * 60 * 1000;
    const dates = Array.from({ length: 7 }, (_, index) => new Date(clinicNow + (index + 1) * dayMs))
      .filter((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5)
      .map((day) => day.toISOString().slice(0, 10));
    return { clinicId: clinic.businessId, serviceId: serviceIds[0]!, dates };
  })();
  return publicBooking;
}

/** Each booking takes the next free quarter hour of the doctor's mornings (`nextSlot`, shared
 * with the reservation service's examples), so none meets another. */
async function publicBookingBody() {
  const { serviceId } = await publicBookingWorld();
  const { date, time } = nextSlot();
  return {
    serviceId,
    doctorId: members.doctor.id,
    dateVisit: date,
    timeVisit: [time],
    name: 'Budi Santoso',
    email: uniqueEmail('matrix'),
    phoneNumber: '081234567890',
    dateOfBirth: '1990-05-17',
    gender: 'MALE',
  };
}

/** The confirm link of a fresh online booking of the first clinic, from its mail. */
async function mailedConfirmLink(): Promise<URL> {
  const { clinicId } = await publicBookingWorld();
  const body = await publicBookingBody();
  const response = await call(
    ctx,
    'POST',
    `/api2/service-provider/provider/${clinicId}/reservations`,
    { body },
  );
  if (response.statusCode !== 201) throw new Error(`public booking: ${response.body}`);
  return linkIn(await ctx.smtp.waitForMail(body.email), '/reservation-confirm');
}

/** `id=&token=` of a fresh online booking of the first clinic. */
async function signedLinkQuery(): Promise<string> {
  const { clinicId } = await publicBookingWorld();
  const response = await call(
    ctx,
    'POST',
    `/api2/service-provider/provider/${clinicId}/reservations`,
    {
      body: await publicBookingBody(),
    },
  );
  if (response.statusCode !== 201) throw new Error(`public booking: ${response.body}`);
  const { id, token } = response.json<{ data: { id: string; token: string } }>().data;
  return new URLSearchParams({ id, token }).toString();
}

/**
 * The doctor's free quarter hours from tomorrow (the clinic's, +7) on, one per call: weekdays
 * 08:00-12:00 (`doctorWeekBody`), inside the booking window.
 */
const slotCursor = { index: 0 };
function nextSlot(): { date: string; time: string } {
  const tomorrow = consecutiveDates(clinicClock(new Date()).date, 2)[1]!;
  const dates = consecutiveDates(tomorrow, 60).filter((date) => !isWeekend(weekdayOf(date)));
  const index = slotCursor.index++;
  const minute = 8 * 60 + (index % 16) * 15;
  return { date: dates[Math.floor(index / 16)]!, time: minutesToTime(minute) };
}

function reservationRequest(patientId: string): ExampleRequest {
  const { date, time } = nextSlot();
  return {
    body: {
      patientTab: 'EXISTING',
      patientId,
      identificationType: 'KTP',
      identificationNumber: '3273015705900001',
      doctorId: members.doctor.id,
      dateVisit: date,
      timeVisit: [time],
      serviceId: records.serviceId,
    },
  };
}

/** A BOOKED reservation of the doctor, made by the owner. */
async function newReservation(): Promise<string> {
  const { body } = reservationRequest(await newPatient());
  const response = await asOwner('POST', '/api2/reservation/v1/save-reservation', body);
  return response.json<{ data: { id: string } }>().data.id;
}

/** An ACTIVE reservation of the doctor (its visit started). */
async function newActiveReservation(): Promise<string> {
  const { body } = reservationRequest(await newPatient());
  const response = await asOwner('POST', '/api2/reservation/v1/save-reservation', {
    ...(body as object),
    intent: 'SAVE_AND_START',
  });
  return response.json<{ data: { id: string } }>().data.id;
}

/** The first clinic's doctor's week: Monday to Friday 08:00-12:00. */
function doctorWeekBody() {
  return {
    duration_visit: 30,
    weekend_mode: false,
    doctor_id: members.doctor.id,
    availabilities: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      active_in_day: day >= 2 && day <= 6,
      slots: day >= 2 && day <= 6 ? [{ from: '08:00', to: '12:00', enabled: true }] : [],
    })),
  };
}

function memberEmailOf(caller: Caller): string {
  if (caller === 'owner' || caller === 'none' || caller === 'otherOwner') {
    return clinic.owner.email;
  }
  return members[caller].email;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      operationId: operation.operationId ?? `${method.toUpperCase()} ${route} (no operationId)`,
      method: method.toUpperCase() as Operation['method'],
      path: route,
    })),
  );
}

function urlOf(operation: Operation, example: ExampleRequest): string {
  const filled = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = example.params?.[name];
    if (value === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  return example.query ? `${filled}?${example.query}` : filled;
}

function answerOf(status: number, expected: ExpectedAnswer): ExpectedAnswer | number {
  return expected === '2xx' && status >= 200 && status < 300 ? '2xx' : status;
}

async function send(operation: Operation, caller: Caller): Promise<number> {
  const example = await EXAMPLES[operation.operationId]!(caller);
  const headers: Record<string, string> = { ...example.headers };
  const token = tokenOf(caller);
  if (token) headers.authorization = `Bearer ${token}`;
  const isJson = example.body !== undefined && !Buffer.isBuffer(example.body);
  if (isJson && typeof example.body !== 'string') headers['content-type'] ??= 'application/json';
  const streaming = STREAMING_OPERATIONS.has(operation.operationId);
  const response = await ctx.app.inject({
    method: operation.method,
    url: urlOf(operation, example),
    headers,
    remoteAddress: randomTestAddress(),
    ...(streaming ? { payloadAsStream: true } : {}),
    ...(example.body === undefined
      ? {}
      : {
          payload:
            Buffer.isBuffer(example.body) || typeof example.body === 'string'
              ? example.body
              : JSON.stringify(example.body),
        }),
  });
  if (streaming) response.stream().destroy();
  return response.statusCode;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const document = (await call(ctx, 'GET', '/api2/openapi.json')).json<OpenApiDocument>();
  operations = operationsOf(document);
  memberPasswordHash = await hashPassword(TEST_PASSWORD);
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Cempaka'),
    createTestClinic(ctx, 'Klinik Dahlia'),
  ]);
  const [doctor, beautician, staff] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_BEAUTICIAN'),
    addClinicMember(ctx, clinic, 'ROLE_STAFF'),
  ]);
  members = { doctor, beautician, staff };
  const patientId = await newPatientWithActiveVisit();
  const active = await asOwner('GET', `/api2/dashboard/patient/active-visit/${patientId}`);
  const visitId = active.json<{ data: { activeVisitId: string } }>().data.activeVisitId;
  const logoUrl = await uploadUrl();
  await ctx.app.inject({
    method: 'PUT',
    url: `${logoUrl.pathname}${logoUrl.search}`,
    payload: logoPng,
    headers: { 'content-type': 'image/png' },
  });
  const [, , businessId = '', , name = ''] = logoUrl.pathname.split('/');
  await asOwner('POST', '/api2/schedule/save-schedule-doctor', doctorWeekBody());
  const serviceId = (await clinicChoiceIds(ctx)).serviceIds[0]!;
  const standInClient = await linkClinicToSatuSehat(ctx, clinic);
  const organization = await asOwner(
    'POST',
    '/api2/dashboard/satu-sehat/organization',
    organizationFormBody(),
  );
  const location = await asOwner('POST', '/api2/dashboard/satu-sehat/location', locationFormBody());
  records = {
    patientId,
    visitId,
    logo: { businessId, name },
    serviceId,
    satuSehat: {
      credentials: {
        organizationId: standInClient.organizationId,
        clientKey: standInClient.clientId,
        secretKey: standInClient.clientSecret,
      },
      organizationId: organization.json<{ data: { id: string } }>().data.id,
      locationId: location.json<{ data: { id: string } }>().data.id,
    },
  };
}, 120_000);
afterAll(async () => ctx?.close());

// A password change may end the caller's other sessions: it goes last, after every other call
// made with the callers' tokens (the tests of a file run one after another, in this order).
const ROWS = [
  ...Object.keys(AUTHORIZATION_MATRIX).filter((operationId) => operationId !== 'changePassword'),
  'changePassword',
];

describe('the authorization matrix (src/test/authorization-matrix.ts)', () => {
  it('has one row and one example request per operation of the OpenAPI document, and no other', () => {
    const documented = operations.map((operation) => operation.operationId).sort();
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(documented);
    expect(Object.keys(EXAMPLES).sort()).toEqual(documented);
  });

  // One test per row, so a failure names its operation; each sends the row's example request as
  // every caller (no token, each role of the first clinic, the owner of another clinic).
  it.each(ROWS)('%s answers every caller as the table says', async (operationId) => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    const row = AUTHORIZATION_MATRIX[operationId]!;
    expect(operation, 'an operation of the OpenAPI document').toBeDefined();
    expect(EXAMPLES[operationId], 'an example request').toBeDefined();
    const mismatches: string[] = [];
    for (const [index, caller] of CALLERS.entries()) {
      const expected = row[index]!;
      const answer = answerOf(await send(operation!, caller), expected);
      if (answer !== expected) {
        mismatches.push(
          `${operation!.method} ${operation!.path} as ${caller}: expected ${expected}, got ${answer}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
