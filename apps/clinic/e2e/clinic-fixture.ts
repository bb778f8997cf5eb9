import { test as base } from './support';
import { linkIn, uniqueEmail, waitForMail } from './support';

/*
 * A clinic of its own for each journey file, made the way people make one, through the running
 * server's public HTTP API only: the owner signs up, activates with the link the real SMTP server
 * caught, signs in and onboards; then adds the practitioners and the front desk (who set their
 * own password at first sign-in, as staff do) and gives every practitioner a week with hours on
 * each of its seven days. Journeys on it depend on no other file's data, on the demo clinic's
 * week of reservations nor on the weekday they run on.
 *
 * Scope: one clinic per journey file and worker. A worker-scoped fixture would be shared by every
 * file the worker runs (their data would meet again); a test-scoped one would sign a clinic up
 * for every test, several seconds each. So the worker keeps one clinic per file, made when the
 * file's first test (or beforeAll hook) asks for it: a serial file's tests share one, and the
 * tests of a parallel file that land on two workers get one per worker, which tests that do not
 * build on each other never notice. A worker that restarts after a failure makes a new one.
 */

/** The password every account of a fixture clinic signs in with. */
export const CLINIC_PASSWORD = 'Klinik-E2E-2026!';
/** What the owner gives new staff to start with; each replaces it at first sign-in. */
const FIRST_PASSWORD = 'Sementara-E2E-1!';

export type Role = 'ROLE_OWNER' | 'ROLE_DOCTOR' | 'ROLE_BEAUTICIAN' | 'ROLE_STAFF';

/** An account of the clinic: what `loginAs`/`openAs` take, and the names the screens show. */
export interface ClinicAccount {
  id: string;
  email: string;
  password: string;
  /** As lists, rows and reports show it (the staff form's name, the owner's first name). */
  name: string;
  role: Role;
}

export interface ClinicPatient {
  id: string;
  name: string;
  phoneNumber: string;
  identificationNumber: string;
  medicalRecordNumber: string;
}

export interface NewPatientFields {
  name: string;
  phoneNumber?: string;
  /** DD-MM-YYYY, as the patient form sends it. */
  dob?: string;
  gender?: 'MALE' | 'FEMALE';
  address?: string;
  identificationNumber?: string;
  medicalRecordNumber?: string;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Clinic {
  businessId: string;
  businessName: string;
  /** Every account's password (CLINIC_PASSWORD). */
  password: string;
  owner: ClinicAccount;
  /** The general practitioner the journeys book and treat with: dr. Andi Pratama. */
  doctor: ClinicAccount;
  /** A second doctor, for journeys about another doctor's row or week. */
  secondDoctor: ClinicAccount;
  beautician: ClinicAccount;
  /** The front desk (ROLE_STAFF). */
  staff: ClinicAccount;
  /** The services chosen at onboarding (the booking form's "Layanan"), in the server's order. */
  services: { id: string; name: string }[];
  /**
   * Calls the API as `as` (the owner by default): the answer's `data` (the whole answer where it
   * has none); anything but 2xx fails naming the call and the answer.
   */
  api<T>(method: ApiMethod, path: string, body?: unknown, as?: ClinicAccount): Promise<T>;
  /** A patient added through the API (as the front desk would), unique numbers by default. */
  addPatient(fields: NewPatientFields): Promise<ClinicPatient>;
  /**
   * Books `patient` with `practitioner` at `date` and `time` (HH:mm:ss, one slot) for the clinic's
   * first service, as the front desk's add dialog does: the reservation's id.
   */
  book(booking: {
    patient: ClinicPatient;
    practitioner: ClinicAccount;
    date: string;
    time: string;
  }): Promise<string>;
}

/** The weekly hours a fixture practitioner keeps on every day, Sunday included. */
export interface Week {
  durationMinutes: 15 | 30 | 60;
  spans: readonly (readonly [from: string, to: string])[];
}

/** The demo GP's weekday, on all seven days: 15-minute visits, 08-12 and 13-16. */
export const DOCTOR_WEEK: Week = {
  durationMinutes: 15,
  spans: [
    ['08:00', '12:00'],
    ['13:00', '16:00'],
  ],
};
/** The demo dermatologist's day, every day: 30 minutes, 10-13 and 14-18. */
export const SECOND_DOCTOR_WEEK: Week = {
  durationMinutes: 30,
  spans: [
    ['10:00', '13:00'],
    ['14:00', '18:00'],
  ],
};
/** The demo beautician's day, every day: hour-long treatments, 09-12 and 13-17. */
export const BEAUTICIAN_WEEK: Week = {
  durationMinutes: 60,
  spans: [
    ['09:00', '12:00'],
    ['13:00', '17:00'],
  ],
};

/**
 * The save-schedule body of a week: `days` maps a weekday (1 Sunday .. 7 Saturday) to its spans,
 * an empty or missing day is a day off. For files that give a practitioner a week of their own.
 */
export function scheduleBody(
  practitionerId: string,
  durationMinutes: Week['durationMinutes'],
  days: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Week['spans']>>,
) {
  return {
    doctor_id: practitionerId,
    duration_visit: durationMinutes,
    weekend_mode: false,
    availabilities: ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => {
      const spans = days[day] ?? [];
      return {
        day,
        active_in_day: spans.length > 0,
        slots: spans.map(([from, to]) => ({ from, to, enabled: true })),
      };
    }),
  };
}

const everyDay = (week: Week) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, week.spans])) as Record<
    1 | 2 | 3 | 4 | 5 | 6 | 7,
    Week['spans']
  >;

interface Tokens {
  id_token: string;
}

function origin(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
  return new URL(url).origin;
}

/** One HTTP call to the server: the parsed answer; anything but 2xx throws with its body. */
async function http<T>(
  method: ApiMethod,
  path: string,
  { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${origin()}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Accept-Language': 'id',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // The status first: an error page need not be JSON.
  if (response.status >= 300) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
}

async function signIn(email: string, password: string): Promise<string> {
  const { json } = await http<Tokens>('POST', '/api2/authenticate', {
    body: { email, password, rememberMe: false },
  });
  return json.id_token;
}

/** A run-unique digit string of `length`, for identity and record numbers. */
let counter = 0;
function uniqueDigits(length: number): string {
  counter += 1;
  const digits = `${Date.now()}${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return digits.slice(-length).padStart(length, '0');
}

/** The fixture's GP, named as the demo clinic's (clinics are apart, names may repeat). */
export const CLINIC_DOCTOR_NAME = 'dr. Andi Pratama';

const STAFF = [
  {
    key: 'doctor',
    name: CLINIC_DOCTOR_NAME,
    role: 'ROLE_DOCTOR',
    gender: 'MALE',
    week: DOCTOR_WEEK,
  },
  {
    key: 'secondDoctor',
    name: 'dr. Sari Lestari, Sp.KK',
    role: 'ROLE_DOCTOR',
    gender: 'FEMALE',
    week: SECOND_DOCTOR_WEEK,
  },
  {
    key: 'beautician',
    name: 'Dewi Anggraini',
    role: 'ROLE_BEAUTICIAN',
    gender: 'FEMALE',
    week: BEAUTICIAN_WEEK,
  },
  { key: 'staff', name: 'Budi Santoso', role: 'ROLE_STAFF', gender: 'MALE', week: null },
] as const;

/** Signs a clinic up from nothing through the API; see the file's comment. */
export async function createClinic(label: string): Promise<Clinic> {
  const tag = uniqueDigits(6);
  const ownerEmail = uniqueEmail(`owner.${label}`);
  const ownerName = 'Ratna Wijaya';
  await http('POST', '/api2/register', {
    body: { firstName: ownerName, email: ownerEmail, password: CLINIC_PASSWORD, langKey: 'id' },
  });
  const key = new URL(linkIn(await waitForMail(ownerEmail), '/account/activate')).searchParams.get(
    'key',
  );
  await http('GET', `/api2/activate?key=${encodeURIComponent(key ?? '')}`, {});
  const firstToken = await signIn(ownerEmail, CLINIC_PASSWORD);

  const [types, services] = await Promise.all([
    http<{ id: string; name: string }[]>('GET', '/api2/onboarding/business-types', {
      token: firstToken,
    }),
    http<{ id: string; name: string }[]>('GET', '/api2/onboarding/services', {
      token: firstToken,
    }),
  ]);
  const chosen = ['Konsultasi Dokter Umum', 'Perawatan Wajah (Facial)'].map((name) => {
    const found = services.json.find((service) => service.name === name);
    if (!found) throw new Error(`the service catalogue has no ${name}`);
    return found.id;
  });
  const businessType = types.json.find((type) => type.name === 'Klinik Kecantikan');
  if (!businessType) throw new Error('the business type catalogue has no Klinik Kecantikan');
  const businessName = `Klinik E2E ${label} ${tag}`;
  const onboarded = await http<{ businessId: string; id_token: string }>(
    'POST',
    '/api2/onboarding',
    {
      token: firstToken,
      body: {
        phoneNumber: '081234567801',
        dateOfBirth: '1984-04-12',
        gender: 'FEMALE',
        address: 'Jl. Bangka Raya No. 5, Jakarta Selatan',
        businessName,
        businessTypeId: businessType.id,
        serviceIds: chosen,
        businessAddress: 'Jl. Kemang Raya No. 17, Jakarta Selatan',
      },
    },
  );
  const { businessId } = onboarded.json;
  const account = await http<{ id: string }>('GET', '/api2/account', {
    token: onboarded.json.id_token,
  });
  const owner: ClinicAccount = {
    id: account.json.id,
    email: ownerEmail,
    password: CLINIC_PASSWORD,
    name: ownerName,
    role: 'ROLE_OWNER',
  };

  // Tokens by account, signed in again when one has run out (15 minutes).
  const tokens = new Map<string, Promise<string>>([
    [owner.email, Promise.resolve(onboarded.json.id_token)],
  ]);
  const tokenOf = (who: ClinicAccount) => {
    let token = tokens.get(who.email);
    if (!token) {
      token = signIn(who.email, who.password);
      tokens.set(who.email, token);
    }
    return token;
  };
  async function api<T>(method: ApiMethod, path: string, body?: unknown, as = owner): Promise<T> {
    const call = async () => {
      const { json } = await http<Record<string, unknown>>(method, `/api2${path}`, {
        token: await tokenOf(as),
        body,
      });
      return ('data' in json ? json.data : json) as T;
    };
    try {
      return await call();
    } catch (error) {
      if (!String(error).includes(' answered 401')) throw error;
      tokens.delete(as.email);
      return call();
    }
  }

  // The team, each member in parallel: added by the owner, then their own first sign-in, where
  // they choose the clinic's password; practitioners get their week.
  const members = await Promise.all(
    STAFF.map(async (member, index) => {
      const email = uniqueEmail(`${member.key.toLowerCase()}.${label}`);
      const row = await api<{ id: string }>('POST', '/dashboard/staff', {
        name: member.name,
        email,
        role: member.role,
        userPhoneNumber: `0812345678${10 + index}`,
        userDob: '1990-01-25',
        userGender: member.gender,
        userAddress: 'Jl. Cipete Raya No. 8, Jakarta Selatan',
        identificationNumber: `3174${uniqueDigits(12)}`,
        satuSehatPractitionerId: null,
        password: FIRST_PASSWORD,
      });
      const first = await signIn(email, FIRST_PASSWORD);
      await http('POST', '/api2/account/change-password', {
        token: first,
        body: { currentPassword: FIRST_PASSWORD, newPassword: CLINIC_PASSWORD },
      });
      const created: ClinicAccount = {
        id: row.id,
        email,
        password: CLINIC_PASSWORD,
        name: member.name,
        role: member.role,
      };
      if (member.week) {
        await api(
          'POST',
          '/schedule/save-schedule-doctor',
          scheduleBody(row.id, member.week.durationMinutes, everyDay(member.week)),
        );
      }
      return [member.key, created] as const;
    }),
  );
  const team = Object.fromEntries(members) as Record<(typeof STAFF)[number]['key'], ClinicAccount>;

  return {
    businessId,
    businessName,
    password: CLINIC_PASSWORD,
    owner,
    ...team,
    services: chosen.map((id) => ({
      id,
      name: services.json.find((service) => service.id === id)!.name,
    })),
    api,
    async addPatient(fields) {
      const patient = {
        phoneNumber: '081298765432',
        dob: '17-05-1990',
        gender: 'FEMALE',
        address: 'Jl. Melati 5, Jakarta',
        identificationNumber: `3174${uniqueDigits(12)}`,
        medicalRecordNumber: `RM-${uniqueDigits(10)}`,
        ...fields,
      };
      const created = await api<{ id: string }>(
        'POST',
        '/dashboard/patient',
        {
          ...patient,
          identificationType: 'KTP',
          email: '',
          remark: '',
          allergies: [],
        },
        team.staff,
      );
      return {
        id: created.id,
        name: patient.name,
        phoneNumber: patient.phoneNumber,
        identificationNumber: patient.identificationNumber,
        medicalRecordNumber: patient.medicalRecordNumber,
      };
    },
    async book({ patient, practitioner, date, time }) {
      const saved = await api<{ id: string }>(
        'POST',
        '/reservation/v1/save-reservation',
        {
          doctorId: practitioner.id,
          dateVisit: date,
          timeVisit: [time],
          serviceId: chosen[0],
          locationId: null,
          patientTab: 'EXISTING',
          patientId: patient.id,
          name: patient.name,
          identificationType: 'KTP',
          identificationNumber: patient.identificationNumber,
          intent: 'SAVE',
        },
        team.staff,
      );
      return saved.id;
    },
  };
}

/** The journeys' `test` with `clinic`: a clinic of this file's own (see the file's comment). */
export const test = base.extend<
  { clinic: Clinic },
  { clinicsOfFiles: Map<string, Promise<Clinic>> }
>({
  clinicsOfFiles: [
    // Playwright reads a fixture's dependencies from the destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  clinic: async ({ clinicsOfFiles }, use, testInfo) => {
    let clinic = clinicsOfFiles.get(testInfo.file);
    if (!clinic) {
      const label = (testInfo.file.split('/').pop() ?? 'e2e').replace(/\.spec\.ts$/, '');
      clinic = createClinic(label);
      clinicsOfFiles.set(testInfo.file, clinic);
      // A clinic that could not be made is not kept: the next test tries again.
      clinic.catch(() => clinicsOfFiles.delete(testInfo.file));
    }
    await use(await clinic);
  },
});

export { expect } from './support';

/** A 1x1 PNG: the picture a published clinic must have as its logo and main photo. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Puts the clinic on the public booking pages (/pasien, /reservation-pasien), as its owner does
 * on the clinic profile: the profile is saved with "published" on, and since it cannot be saved
 * without a logo and a main photo, both are uploaded first the way the profile's pickers do (a
 * signed URL from the server, the bytes PUT there). The demo clinic's seed stores it so: published,
 * with both pictures.
 */
export async function publishClinic(clinic: Clinic): Promise<void> {
  const upload = async (purpose: 'logo' | 'main-photo') => {
    const signed = await clinic.api<string>(
      'POST',
      `/dashboard/files?extension=png&type=${purpose}`,
    );
    const put = await fetch(signed, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: PICTURE,
    });
    if (!put.ok) throw new Error(`uploading the ${purpose}: ${put.status} ${await put.text()}`);
    return signed.split('?')[0]!;
  };
  const [business, logo, mainPhoto] = await Promise.all([
    clinic.api<{
      name: string;
      businessTypeId: string;
      serviceIds: string[];
      address: string;
      primaryColor: string;
    }>('GET', '/dashboard/business'),
    upload('logo'),
    upload('main-photo'),
  ]);
  await clinic.api('POST', '/dashboard/business', {
    name: business.name,
    businessTypeId: business.businessTypeId,
    serviceIds: business.serviceIds,
    address: business.address,
    primaryColor: business.primaryColor,
    logo,
    mainPhoto,
    published: true,
  });
}
