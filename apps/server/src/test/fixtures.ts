import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@praktik/domain/access/roles';
import type { Problem } from '@praktik/domain/http/problem';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import type { PaymentMethod } from '@praktik/domain/payments/payment-method';
import { hashPassword } from '../modules/account/password-hasher';
import { packages, patientPackageEvents, patientPackages } from '../db/schema/index';

import type {
  InsertedPayment,
  NewPaymentLine,
  NewPaymentValues,
} from '../modules/payments/payments.repository';
import { insertTestCatalogue, type TestCatalogue } from './cashier-rows.repository';
import { linkIn } from './smtp-test-server';
import type { TestApp } from './create-test-app';

export const TEST_PASSWORD = 'Rahasia123!';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.praktik.id`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  language?: 'id' | 'en';
  /** The caller's IP. Default: a fresh one per call, so per-IP rate limits only meet the tests
   *  that are about them. */
  remoteAddress?: string;
}

/** An address in 10.0.0.0/8 no other call is likely to have used. */
export function randomTestAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** One call over HTTP (Fastify inject): JSON body, bearer token, Accept-Language. */
export function call(
  ctx: TestApp,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  if (options.body !== undefined && typeof options.body !== 'string')
    headers['content-type'] ??= 'application/json';
  return ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.remoteAddress ?? randomTestAddress(),
    ...(options.body === undefined
      ? {}
      : {
          payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
        }),
  });
}

export function problemOf(response: LightMyRequestResponse): Problem {
  return response.json<Problem>();
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

export interface SignedIn {
  idToken: string;
  refreshToken: string;
}

/** Registers through the API and activates with the link from the real activation mail. */
export async function createActivatedUser(
  ctx: TestApp,
  overrides: { email?: string; firstName?: string; langKey?: 'id' | 'en' } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const firstName = overrides.firstName ?? 'Siti';
  const registered = await call(ctx, 'POST', '/api2/register', {
    body: { firstName, email, password: TEST_PASSWORD, langKey: overrides.langKey ?? 'id' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const mail = await ctx.smtp.waitForMail(email, (m) => m.text.includes('/account/activate'));
  const key = linkIn(mail, '/account/activate').searchParams.get('key') ?? '';
  const activated = await call(ctx, 'GET', `/api2/activate?key=${encodeURIComponent(key)}`);
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  const user = await ctx.repositories.accounts.findUserByEmail(email);
  if (!user) throw new Error('registered user not found');
  return { id: user.id, email, password: TEST_PASSWORD, firstName };
}

export async function signIn(
  ctx: TestApp,
  email: string,
  password = TEST_PASSWORD,
  rememberMe = false,
): Promise<SignedIn> {
  const response = await call(ctx, 'POST', '/api2/authenticate', {
    body: { email, password, rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ id_token: string; refresh_token: string }>();
  return { idToken: body.id_token, refreshToken: body.refresh_token };
}

export async function refreshTokens(ctx: TestApp, refreshToken: string): Promise<SignedIn> {
  const response = await call(ctx, 'GET', '/api2/token/refresh', { headers: { refreshToken } });
  if (response.statusCode !== 200) throw new Error(`refresh failed: ${response.body}`);
  const body = response.json<{ id_token: string; refresh_token: string }>();
  return { idToken: body.id_token, refreshToken: body.refresh_token };
}

export async function clinicChoiceIds(
  ctx: TestApp,
): Promise<{ businessTypeId: string; serviceIds: string[] }> {
  const [types, services] = await Promise.all([
    ctx.repositories.clinicChoices.listBusinessTypes(),
    ctx.repositories.clinicChoices.listServices(),
  ]);
  return {
    businessTypeId: types[0]!.id,
    serviceIds: services.slice(0, 2).map((service) => service.id),
  };
}

export async function onboardingBody(
  ctx: TestApp,
  businessName = `Klinik Uji ${randomUUID().slice(0, 6)}`,
) {
  const { businessTypeId, serviceIds } = await clinicChoiceIds(ctx);
  return {
    phoneNumber: '081298765432',
    address: 'Jl. Melati No. 3, Depok',
    dateOfBirth: '1990-02-14',
    gender: 'FEMALE',
    businessName,
    businessAddress: 'Jl. Margonda Raya No. 100, Depok',
    businessTypeId,
    serviceIds,
  };
}

export interface TestClinic {
  businessId: string;
  name: string;
  owner: TestUser & SignedIn;
}

/** A clinic made the way a person makes one: sign-up, activation, sign-in, onboarding, refresh. */
export async function createTestClinic(ctx: TestApp, name?: string): Promise<TestClinic> {
  const owner = await createActivatedUser(ctx, { firstName: 'Ratna' });
  const first = await signIn(ctx, owner.email);
  const body = await onboardingBody(ctx, name);
  const response = await call(ctx, 'POST', '/api2/onboarding', { token: first.idToken, body });
  if (response.statusCode !== 201) throw new Error(`onboarding failed: ${response.body}`);
  // The id token from before onboarding has no clinic in it; a refresh gives one that has.
  const tokens = await refreshTokens(ctx, first.refreshToken);
  return {
    businessId: response.json<{ businessId: string }>().businessId,
    name: body.businessName,
    owner: { ...owner, ...tokens },
  };
}

/** A staff member of a clinic (no API for staff yet: written through the repository), signed in. */
export async function addClinicMember(
  ctx: TestApp,
  clinic: TestClinic,
  role: Role,
): Promise<TestUser & SignedIn> {
  const email = uniqueEmail(role.toLowerCase());
  const user = await ctx.repositories.accounts.insertMember({
    businessId: clinic.businessId,
    firstName: 'Anggota',
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role,
    langKey: 'id',
    activated: true,
  });
  return {
    id: user.id,
    email,
    password: TEST_PASSWORD,
    firstName: 'Anggota',
    ...(await signIn(ctx, email)),
  };
}

/**
 * A valid patient create or edit body (the add-patient form's fields), with a medical record
 * number of its own so tests never collide on the clinic's unique numbers.
 */
export function patientRequestBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Siti Rahayu',
    phoneNumber: '081234567890',
    gender: 'FEMALE',
    address: 'Jl. Melati No. 3, Bandung',
    identificationType: 'KTP',
    identificationNumber: '3273015705900001',
    medicalRecordNumber: `RM-${randomUUID().slice(0, 8)}`,
    dob: '17-05-1990',
    allergies: [],
    ...overrides,
  };
}

/** An ACTIVE walk-in visit of a fresh patient of `clinic` with the practitioner `staffId`. */
export async function startTestVisit(
  ctx: TestApp,
  clinic: TestClinic,
  staffId: string,
): Promise<{ visitId: string; patientId: string }> {
  const token = clinic.owner.idToken;
  const body = patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` });
  const patient = await call(ctx, 'POST', '/api2/dashboard/patient', { token, body });
  if (patient.statusCode !== 201) throw new Error(`patient: ${patient.body}`);
  const patientId = patient.json<{ data: { id: string } }>().data.id;
  const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
    token,
    body: {
      patientId,
      staffId,
      identificationNumber: body.identificationNumber,
      locationId: null,
      bookingId: null,
    },
  });
  if (started.statusCode !== 201) throw new Error(`start: ${started.body}`);
  return { visitId: started.json<{ data: { id: string } }>().data.id, patientId };
}

export interface TestPatientPackageOptions {
  patientId: string;
  /** The clinic's user who sold it. */
  soldBy: string;
  packageName?: string;
  /** @default 5 */
  numberOfVisit?: number;
  /** @default 1500000 */
  price?: number;
  /** The payment's date (YYYY-MM-DD): purchase and last reservation date. @default today (UTC) */
  purchaseDate?: string;
}

export interface TestPatientPackage {
  /** The patient's package (`actived_packages[].id`). */
  id: string;
  cataloguePackageId: string;
  packageName: string;
}

/**
 * A package sold to a patient, written as a payment's package line sells it: a catalogue package,
 * the patient package copying the line (remaining = number of visits, purchase and last reservation
 * date = the payment's date) and its PURCHASE event. The payment save (`insertPayment`) does this
 * with a payment row; tests of packages need only the package.
 */
export async function createTestPatientPackage(
  ctx: TestApp,
  clinic: Pick<TestClinic, 'businessId'>,
  options: TestPatientPackageOptions,
): Promise<TestPatientPackage> {
  const packageName = options.packageName ?? `Paket Facial ${randomUUID().slice(0, 6)}`;
  const numberOfVisit = options.numberOfVisit ?? 5;
  const price = options.price ?? 1_500_000;
  const purchaseDate = options.purchaseDate ?? new Date().toISOString().slice(0, 10);
  const audit = { createdBy: options.soldBy, updatedBy: options.soldBy };
  return ctx.database.db.transaction(async (tx) => {
    const [catalogue] = await tx
      .insert(packages)
      .values({ businessId: clinic.businessId, name: packageName, price, numberOfVisit, ...audit })
      .returning({ id: packages.id });
    const [sold] = await tx
      .insert(patientPackages)
      .values({
        businessId: clinic.businessId,
        patientId: options.patientId,
        packageId: catalogue!.id,
        packageName,
        numberOfVisit,
        remainingVisits: numberOfVisit,
        price,
        subtotal: price,
        purchaseDate,
        lastReservationDate: purchaseDate,
        ...audit,
      })
      .returning({ id: patientPackages.id });
    await tx.insert(patientPackageEvents).values({
      businessId: clinic.businessId,
      patientPackageId: sold!.id,
      patientId: options.patientId,
      action: 'PURCHASE',
      eventDate: purchaseDate,
      remainingVisits: numberOfVisit,
      ...audit,
    });
    return { id: sold!.id, cataloguePackageId: catalogue!.id, packageName };
  });
}

// ---- The cashier's catalogue and payments, written without the HTTP calls -----------------------

export type { TestCatalogue } from './cashier-rows.repository';

/** A category, three items and a five-visit package in the clinic (straight into the tables). */
export function createTestCatalogue(ctx: TestApp, clinic: TestClinic): Promise<TestCatalogue> {
  return insertTestCatalogue(ctx.database.db, clinic.businessId);
}

export interface TestPaymentOptions {
  visitId?: string | null;
  bookingId?: string | null;
  patientId?: string | null;
  practitionerId?: string | null;
  method?: PaymentMethod | null;
  kind?: 'PAYMENT' | 'CORRECTION';
  parentPaymentId?: string | null;
  paidAt?: Date;
  by?: string | null;
  lines: Partial<NewPaymentLine>[];
}

/** What `insertPayment` takes for `options`: a line's fields default to a quantity of 1. */
export function testPaymentValues(options: TestPaymentOptions): NewPaymentValues {
  const paidAt = options.paidAt ?? new Date();
  return {
    kind: options.kind ?? 'PAYMENT',
    parentPaymentId: options.parentPaymentId ?? null,
    visitId: options.visitId ?? null,
    bookingId: options.bookingId ?? null,
    patientId: options.patientId ?? null,
    practitionerId: options.practitionerId ?? null,
    paymentMethod: options.method === undefined ? 'CASH' : options.method,
    cardLast4: null,
    userName: null,
    userEmail: null,
    userPhoneNumber: null,
    paidAt,
    paymentDate: localDateAt(paidAt.toISOString(), DEFAULT_UTC_OFFSET_HOURS),
    lines: options.lines.map((line) => ({
      type: 'CONSULTATION',
      itemId: null,
      itemName: null,
      itemNameOriginal: null,
      categoryItemId: null,
      categoryName: null,
      isPackage: false,
      packageId: null,
      packageName: null,
      numberOfVisit: null,
      isDeposit: false,
      depositItemName: null,
      quantity: 1,
      amount: 0,
      listPrice: null,
      typeDiscount: null,
      discount: null,
      ...line,
    })),
  };
}

/**
 * A payment through the one write path (`insertPayment`: the domain's totals, the receipt number
 * its commit takes, packages sold with their PURCHASE events), for tests that need bills without
 * the save call. A line names an item or a package (`isPackage`).
 */
export async function createTestPayment(
  ctx: TestApp,
  clinic: TestClinic,
  options: TestPaymentOptions,
): Promise<InsertedPayment> {
  const inserted = await ctx.repositories.transaction((tx) =>
    tx.payments.insertPayment(
      clinic.businessId,
      testPaymentValues(options),
      options.by === undefined ? clinic.owner.id : options.by,
    ),
  );
  if (inserted === 'already-paid') throw new Error('the visit has a payment already');
  // The receipt number is taken at the commit (migration 0015).
  const receiptNumber = await ctx.repositories.payments.receiptNumberOf(
    clinic.businessId,
    inserted.payment.id,
  );
  return { ...inserted, payment: { ...inserted.payment, receiptNumber } };
}

/**
 * Gives the clinic an e-mail and phone through its profile save (the owner's, as the app sends
 * it): its current values, pictures as uploads of its own, and the contact.
 */
export async function saveClinicContact(
  ctx: TestApp,
  clinic: TestClinic,
  contact: { email: string | null; phoneNumber: string | null },
): Promise<void> {
  const current = await call(ctx, 'GET', '/api2/dashboard/business', {
    token: clinic.owner.idToken,
  });
  const business = current.json<{
    name: string;
    address: string;
    businessTypeId: string;
    serviceIds: string[];
    published: boolean;
    primaryColor: string;
  }>();
  const upload = (purpose: string) =>
    `${ctx.config.publicUrl}/files/${clinic.businessId}/${purpose}/${randomUUID()}.png`;
  const saved = await call(ctx, 'POST', '/api2/dashboard/business', {
    token: clinic.owner.idToken,
    body: {
      name: business.name,
      address: business.address,
      businessTypeId: business.businessTypeId,
      serviceIds: business.serviceIds,
      published: business.published,
      primaryColor: business.primaryColor,
      logo: upload('logo'),
      mainPhoto: upload('main-photo'),
      ...contact,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`clinic contact not saved: ${saved.body}`);
}
