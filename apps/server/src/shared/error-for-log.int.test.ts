import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  patientRequestBody,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../test/fixtures';
import type { PatientView } from '../modules/patients/patient-view.schema';

// Values no log line may ever hold, recognisable wherever they end up.
const NAME = 'Zulaikha Wiratmaja';
const PHONE = '081298765432';
const KTP = '3175094412880007';
const ADDRESS = 'Jl. Kenari Gelap 77';
const ANAMNESIS = 'Nyeri dada kiri menjalar ke lengan';
const SECRETS = [NAME, PHONE, KTP, ADDRESS, ANAMNESIS];

let ctx: TestApp;
let clinic: TestClinic;
let doctor: TestUser & SignedIn;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
  });
  clinic = await createTestClinic(ctx, 'Klinik Seroja');
  doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
});
afterAll(async () => ctx?.close());

const patientBody = (overrides: Record<string, unknown> = {}) =>
  patientRequestBody({
    name: NAME,
    phoneNumber: PHONE,
    address: ADDRESS,
    identificationNumber: KTP,
    dob: '12-04-1988',
    ...overrides,
  });

/**
 * Makes every later write of patients and visits fail inside the database, the way a full disk
 * or a broken constraint would, with the record's own values in the server's message.
 */
async function breakPatientAndVisitWrites() {
  const statements = [
    `create function test_refuse_write() returns trigger language plpgsql as $$
     begin
       raise exception 'simulated failure writing %', row_to_json(new)::text;
     end $$`,
    `create trigger test_refuse_patients before insert or update on patients
       for each row execute function test_refuse_write()`,
    `create trigger test_refuse_visits before update on visits
       for each row execute function test_refuse_write()`,
  ];
  for (const statement of statements) await ctx.database.db.execute(sql.raw(statement));
}

describe('the log when a query fails on a patient’s record', () => {
  it('says what failed, with none of the record’s values or the query’s parameters', async () => {
    const created = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinic.owner.idToken,
      body: patientBody({ anamnesis: undefined }),
    });
    expect(created.statusCode).toBe(201);
    const patient = created.json<{ data: PatientView }>().data;
    const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinic.owner.idToken,
      body: {
        patientId: patient.id,
        staffId: doctor.id,
        identificationNumber: KTP,
        locationId: null,
        bookingId: null,
      },
    });
    expect(started.statusCode).toBe(201);
    await breakPatientAndVisitWrites();
    logLines.length = 0;

    const failures = [
      await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinic.owner.idToken,
        body: patientBody(),
      }),
      await call(ctx, 'PUT', `/api2/dashboard/patient/${patient.id}`, {
        token: clinic.owner.idToken,
        body: patientBody({ medicalRecordNumber: patient.medicalRecordNumber }),
      }),
      await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token: doctor.idToken,
        body: {
          patientId: patient.id,
          anamnesis: ANAMNESIS,
          examination: 'Tekanan darah 150/95',
          treatment: 'Rujuk ke kardiologi',
          allergies: [],
          diagnosisDTOs: [],
        },
      }),
    ];
    expect(failures.map((response) => response.statusCode)).toEqual([500, 500, 500]);

    const everything = logLines.join('\n');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const errors = logged.filter((entry) => entry.msg === 'unexpected error');
    expect(errors).toHaveLength(3);
    for (const entry of errors) {
      // What an operator needs: which statement (placeholders only) and the SQLSTATE.
      expect(entry.err).toMatchObject({
        type: 'DrizzleQueryError',
        query: expect.stringMatching(/\$1/),
        cause: { code: 'P0001' },
      });
    }
  });
});
