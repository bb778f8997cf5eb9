import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app';
import {
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from './test/fixtures';

/*
 * A name holding a line break reached the payment CSV as a second row whose first cell Excel runs
 * as a formula, and a calendar file as lines of its own. Names of people, clinics and the price
 * list are one line: a control character is a 400 naming the field, and nothing is stored.
 */
const FORMULA_ON_A_NEW_LINE = "Budi\n=cmd|' /C calc'!A0";

let ctx: TestApp;
let clinic: TestClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Teratai');
});
afterAll(async () => ctx?.close());

describe('names on one line', () => {
  it('refuses a patient named across two lines, in the caller’s language, and stores nothing', async () => {
    for (const [language, detail] of [
      ['id', 'Nama harus satu baris, tanpa karakter kendali (seperti baris baru atau tab)'],
      ['en', 'Name must be one line, without control characters (such as a line break or a tab)'],
    ] as const) {
      const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinic.owner.idToken,
        body: patientRequestBody({ name: FORMULA_ON_A_NEW_LINE }),
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ detail, fieldErrors: [{ field: 'name' }] });
    }
    const list = await call(ctx, 'GET', '/api2/dashboard/patients?name.contains=Budi', {
      token: clinic.owner.idToken,
    });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('refuses a category, an item name and the clinic name with a tab or a line break', async () => {
    const category = await call(ctx, 'POST', '/api2/payment/v1/categories-item', {
      token: clinic.owner.idToken,
      body: { name: 'Wajah\tKulit' },
    });
    expect(category.statusCode).toBe(400);
    expect(problemOf(category).fieldErrors).toEqual([expect.objectContaining({ field: 'name' })]);
    const business = await call(ctx, 'GET', '/api2/dashboard/business', {
      token: clinic.owner.idToken,
    });
    expect(business.statusCode).toBe(200);
    const renamed = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: clinic.owner.idToken,
      body: { ...business.json<{ data: Record<string, unknown> }>().data, name: 'Klinik\r\nX' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(problemOf(renamed).fieldErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name' })]),
    );
  });
});
