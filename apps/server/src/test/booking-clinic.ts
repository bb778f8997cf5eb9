import type { Role } from '@praktik/domain/access/roles';
import type { TestApp } from './create-test-app';
import {
  addClinicMember,
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
