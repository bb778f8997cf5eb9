import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientView } from '../../modules/patients/patient-view.schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, signIn } from '../../test/fixtures';
import { DEMO_PASSWORD } from './demo-clinic';
import { DEMO_PATIENT_COUNT } from './demo-patients';
import { seedDatabase } from './seed';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
});
afterAll(async () => ctx?.close());

describe('the demo clinic’s patients', () => {
  it('are in the patient list of every demo account, and a second seed adds none', async () => {
    const { idToken } = await signIn(ctx, 'staff@demo.praktik.id', DEMO_PASSWORD);
    const list = await call(
      ctx,
      'GET',
      '/api2/dashboard/patients?size=5&sort=medicalRecordNumber,asc',
      {
        token: idToken,
      },
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe(String(DEMO_PATIENT_COUNT));
    const first = list.json<{ data: PatientView[] }>().data[0];
    expect(first?.medicalRecordNumber).toBe('RM-000001');
    expect(first?.dob).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    const again = await seedDatabase(ctx.repositories, { demo: true });
    expect(again).toEqual({ clinicChoicesSeeded: false, demoClinicSeeded: false });
    const recount = await call(ctx, 'GET', '/api2/dashboard/patients?size=1', { token: idToken });
    expect(recount.headers['x-total-count']).toBe(String(DEMO_PATIENT_COUNT));
  });
});
