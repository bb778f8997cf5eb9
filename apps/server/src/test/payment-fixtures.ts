import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './create-test-app';
import {
  call,
  createTestCatalogue,
  createTestClinic,
  patientRequestBody,
  type TestCatalogue,
  type TestClinic,
} from './fixtures';

/** What every cashier test starts from: a test app with one clinic and that clinic's price list. */
export interface CashierTestSetup {
  ctx: TestApp;
  clinic: TestClinic;
  catalogue: TestCatalogue;
}

export async function createCashierTestSetup(clinicName: string): Promise<CashierTestSetup> {
  const ctx = await createTestApp();
  const clinic = await createTestClinic(ctx, clinicName);
  const catalogue = await createTestCatalogue(ctx, clinic);
  return { ctx, clinic, catalogue };
}

/** A new patient of the clinic, added by its owner through the API: the patient's id. */
export async function createTestPatientId(ctx: TestApp, clinic: TestClinic): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({ name: `Pasien ${randomUUID().slice(0, 6)}` }),
  });
  return response.json<{ data: { id: string } }>().data.id;
}

/**
 * A line's discount for property tests: none, a percentage (two decimals at most, 0..100) or a
 * number of rupiah up to `maxRupiah` (over the line's gross now and then: clamped to Rp0, never
 * refused: docs/decisions/0020-oversized-discount-clamped.md).
 */
export function arbitraryLineDiscount(maxRupiah: number) {
  return fc.oneof(
    fc.constant({ typeDiscount: null, discount: null }),
    fc.record({
      typeDiscount: fc.constant('PERCENTAGE' as const),
      discount: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    }),
    fc.record({
      typeDiscount: fc.constant('NUMBER' as const),
      discount: fc.integer({ min: 0, max: maxRupiah }),
    }),
  );
}
