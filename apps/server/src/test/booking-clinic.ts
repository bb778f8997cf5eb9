import { randomUUID } from 'node:crypto';
import type { Role } from '@praktik/domain/access/roles';
import { WEEKDAYS } from '@praktik/domain/slots/weekdays';
import type { TestApp } from './create-test-app';
import {
  addClinicMember,
  call,
  clinicChoiceIds,
  createTestClinic,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from './fixtures';

/** Monday 23 November 2026, 08:40 in the clinic (+7): the booking tests' "now". */
export const MONDAY_0840_AT_PLUS_7 = new Date('2026-11-23T01:40:00Z');

export interface TestClock {
  /** The app's clock (createTestApp's `now`). */
  now: () => Date;
  /** Fixes the clock at `at`; null gives real time back. */
  fixAt: (at: Date | null) => void;
}

/**
 * A clock that runs in real time until fixed: callers sign in first (their tokens must be fresh),
 * then the slot tests fix it so their dates lie ahead whatever today is.
 */
export function testClock(): TestClock {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    fixAt: (at) => {
      fixed = at;
    },
  };
}

export type ClinicMember = TestUser & SignedIn;

export interface PractitionerClinics {
  clinic: TestClinic;
  /** Another clinic, with only its owner: its ids must be foreign to `clinic`'s callers. */
  otherClinic: TestClinic;
  doctor: ClinicMember;
  otherDoctor: ClinicMember;
  beautician: ClinicMember;
  staff: ClinicMember;
}

/** Two clinics; the first with two doctors, a beautician and a staff member. */
export async function createPractitionerClinics(
  ctx: TestApp,
  names: [string, string],
): Promise<PractitionerClinics> {
  const [clinic, otherClinic] = await Promise.all(names.map((name) => createTestClinic(ctx, name)));
  const roles: Role[] = ['ROLE_DOCTOR', 'ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'];
  const [doctor, otherDoctor, beautician, staff] = await Promise.all(
    roles.map((role) => addClinicMember(ctx, clinic!, role)),
  );
  return {
    clinic: clinic!,
    otherClinic: otherClinic!,
    doctor: doctor!,
    otherDoctor: otherDoctor!,
    beautician: beautician!,
    staff: staff!,
  };
}

/** A span of a working day, 'HH:mm' to 'HH:mm'. */
export interface WorkSpan {
  from: string;
  to: string;
}

/** A clinic's usual day: 08:00-12:00 and 13:00-16:00. */
export const MORNING_AND_AFTERNOON: readonly WorkSpan[] = [
  { from: '08:00', to: '12:00' },
  { from: '13:00', to: '16:00' },
];

/** Monday to Saturday as the schedule numbers days (Sunday 1). */
export const MONDAY_TO_SATURDAY = [2, 3, 4, 5, 6, 7] as const;

/**
 * A practitioner's week as `save-schedule-doctor` takes it: `spans` worked on `days` (the
 * schedule's day numbers, Sunday 1; every day unless told), visits of 15 minutes unless told.
 */
export function scheduleBody(
  doctorId: string,
  spans: readonly WorkSpan[],
  {
    days = WEEKDAYS,
    durationVisit = 15,
  }: { days?: readonly number[]; durationVisit?: number } = {},
) {
  return {
    duration_visit: durationVisit,
    weekend_mode: false,
    doctor_id: doctorId,
    availabilities: WEEKDAYS.map((day) => ({
      day,
      active_in_day: days.includes(day),
      slots: days.includes(day) ? [...spans] : [],
    })),
  };
}

/** Saves a practitioner's week; a refusal stops the setup with the server's answer. */
export async function saveSchedule(
  ctx: TestApp,
  token: string,
  body: ReturnType<typeof scheduleBody>,
): Promise<void> {
  const saved = await call(ctx, 'POST', '/api2/schedule/save-schedule-doctor', { token, body });
  if (saved.statusCode !== 200) throw new Error(`schedule: ${saved.body}`);
}

/**
 * Saves the clinic's profile as its owner would on the clinic page, published unless told: a
 * page patients can book from. `profile` adds to the required fields or replaces them.
 */
export async function publishClinic(
  ctx: TestApp,
  clinic: TestClinic,
  profile: { serviceIds: string[]; published?: boolean } & Record<string, unknown>,
): Promise<void> {
  const { businessTypeId } = await clinicChoiceIds(ctx);
  const saved = await call(ctx, 'POST', '/api2/dashboard/business', {
    token: clinic.owner.idToken,
    body: {
      name: clinic.name,
      address: 'Jl. Margonda Raya No. 100, Depok',
      logo: 'https://klinik.example/logo.png',
      mainPhoto: 'https://klinik.example/depan.jpg',
      businessTypeId,
      published: true,
      primaryColor: 'color_3',
      ...profile,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`publish: ${saved.body}`);
}

/** What a patient's booking on the shared link sends: `times` with `doctorId` on `date`. */
export function onlineBookingBody(booking: {
  serviceId: string;
  doctorId: string;
  date: string;
  times: string[];
  email: string;
}) {
  return {
    serviceId: booking.serviceId,
    doctorId: booking.doctorId,
    dateVisit: booking.date,
    timeVisit: booking.times,
    name: 'Sari Wulandari',
    email: booking.email,
    phoneNumber: '081234567890',
    dateOfBirth: '1991-04-12',
    gender: 'FEMALE',
  };
}

/**
 * What the front desk's "Tambah reservasi" sends for a new patient with an e-mail: `times` with
 * `doctorId` on `date`.
 */
export function deskBookingBody(booking: {
  doctorId: string;
  date: string;
  times: string[];
  serviceId: string;
  email: string;
  intent?: 'SAVE' | 'SAVE_AND_START';
}) {
  return {
    intent: booking.intent ?? 'SAVE',
    patientTab: 'NEW',
    name: 'Ayu Lestari',
    phoneNumber: '081234567891',
    dateOfBirth: '1988-03-02',
    gender: 'FEMALE',
    address: 'Jl. Mawar 1, Depok',
    medicalRecordNumber: `RM-${randomUUID().slice(0, 8)}`,
    identificationType: 'KTP',
    identificationNumber: '3273015705900002',
    email: booking.email,
    allergies: [],
    remark: '',
    doctorId: booking.doctorId,
    dateVisit: booking.date,
    timeVisit: booking.times,
    serviceId: booking.serviceId,
  };
}
