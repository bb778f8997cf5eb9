import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PatientSatuSehatLink,
  SatuSehatSend,
  VisitSatuSehatLink,
} from '@praktik/domain/satusehat/send-log.schema';
import { satuSehatSends, users } from '../../db/schema/index';
import { createSatuSehatClient } from '../../integrations/satusehat/satusehat-client';
import { createSecretBox } from '../../integrations/satusehat/secret-box';
import { createSatuSehatRepository } from './satusehat.repository';
import { createSatuSehatSender } from './satusehat-sender';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import { linkClinicToSatuSehat, locationFormBody } from '../../test/satusehat-fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx?.close());

/** A 16-digit NIK of its own per patient, so the stand-in's lookups never mix patients. */
const newNik = () =>
  `3273${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

interface Desk {
  clinic: TestClinic;
  doctor: { id: string; idToken: string };
  locationId: string | null;
}

async function linkedDesk(practitionerIhs: string | null = `N${randomUUID().slice(0, 8)}`) {
  const clinic = await createTestClinic(ctx);
  await linkClinicToSatuSehat(ctx, clinic);
  const location = await call(ctx, 'POST', '/api2/dashboard/satu-sehat/location', {
    token: clinic.owner.idToken,
    body: locationFormBody(),
  });
  expect(location.statusCode, location.body).toBe(201);
  const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  if (practitionerIhs) await setPractitionerIhs(doctor.id, practitionerIhs);
  return { clinic, doctor, locationId: location.json<{ data: { id: string } }>().data.id };
}

const setPractitionerIhs = (userId: string, ihs: string) =>
  ctx.database.db.update(users).set({ satuSehatPractitionerId: ihs }).where(eq(users.id, userId));

async function newPatient(desk: Desk, nik: string): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: desk.clinic.owner.idToken,
    body: patientRequestBody({ identificationNumber: nik }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

/** Start, assess with two diagnoses, end: what the desk does, each answered at once. */
async function fullVisit(desk: Desk, patientId: string, nik: string): Promise<string> {
  const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
    token: desk.clinic.owner.idToken,
    body: {
      patientId,
      staffId: desk.doctor.id,
      identificationNumber: nik,
      locationId: desk.locationId,
      bookingId: null,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const visitId = started.json<{ data: { id: string } }>().data.id;
  const saved = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
    token: desk.doctor.idToken,
    body: {
      patientId,
      anamnesis: 'Demam 3 hari',
      examination: 'Suhu 38,5',
      treatment: 'Parasetamol',
      riwayatPenyakit: '',
      riwayatPenyakitKeluarga: '',
      diagnosisDTOs: [
        { fullCode: 'A01.0', shortDescription: 'Demam tifoid' },
        { fullCode: 'R50.9', shortDescription: 'Demam' },
      ],
      allergies: [],
      annotationDTOs: [],
      fileUploads: [],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patientId}`, {
    token: desk.doctor.idToken,
    body: { note: 'Kontrol 3 hari', fileUrl: null },
  });
  expect(ended.statusCode, ended.body).toBe(200);
  return visitId;
}

async function linkOf(desk: Desk, visitId: string): Promise<VisitSatuSehatLink> {
  const response = await call(ctx, 'GET', `/api2/dashboard/visits/${visitId}/satu-sehat`, {
    token: desk.clinic.owner.idToken,
    language: 'en',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: VisitSatuSehatLink }>().data;
}

/** Waits (on what the owner sees) until no send of the visit is PENDING. */
async function settled(desk: Desk, visitId: string): Promise<VisitSatuSehatLink> {
  await expect
    .poll(async () => (await linkOf(desk, visitId)).sends.map((send) => send.status), {
      timeout: 90_000,
      interval: 500,
    })
    .not.toContain('PENDING');
  return linkOf(desk, visitId);
}

const byVisit = (type: 'Encounter' | 'Condition', visitId: string) =>
  ctx.standIn
    .resources(type)
    .filter((resource) =>
      ((resource.identifier as { value: string }[] | undefined) ?? []).some(
        (id) => id.value === visitId || id.value.startsWith(`${visitId}/`),
      ),
    );

/**
 * A worker of another server instance on the same database: its own platform client, whose
 * timeout is long enough for a busy machine (a timeout is a retry, not the race under test).
 */
const otherInstanceSender = () =>
  createSatuSehatSender({
    sends: ctx.repositories.satuSehatSends,
    integrations: createSatuSehatRepository(ctx.database.db),
    platform: createSatuSehatClient({
      baseUrl: ctx.standIn.url,
      now: () => new Date(),
      timeoutMs: 60_000,
    }),
    secrets: createSecretBox(ctx.config.satuSehat.secretKey),
    now: () => new Date(),
  });

describe('the visit’s link to SATUSEHAT through the send queue', () => {
  it('posts an Encounter once when two workers take its send at the same moment', async () => {
    const desk = await linkedDesk(null);
    const nik = newNik();
    ctx.standIn.addPatient({ nik, name: 'Siti Rahayu' });
    const patientId = await newPatient(desk, nik);
    const visitId = await fullVisit(desk, patientId, nik);
    const encounter = (await settledOrWaiting(desk, visitId)).sends.find(
      (send) => send.kind === 'ENCOUNTER_START',
    )!;
    expect(encounter.status).toBe('FAILED');

    // Fixed, and PENDING again without a job: two instances' workers then take it together.
    await setPractitionerIhs(desk.doctor.id, 'N10000002');
    await ctx.database.db
      .update(satuSehatSends)
      .set({ status: 'PENDING' })
      .where(eq(satuSehatSends.id, encounter.id));
    const info = { retryCount: 0, retryLimit: 3, nextDelaySeconds: 1 };
    await Promise.all([
      otherInstanceSender().attempt(encounter.id, info),
      otherInstanceSender().attempt(encounter.id, info),
    ]);
    expect(byVisit('Encounter', visitId)).toHaveLength(1);
    const sent = (await linkOf(desk, visitId)).sends.find((send) => send.id === encounter.id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
  }, 120_000);

  it('sends a linked clinic’s visit: the IHS number, the Encounter finished, two Conditions, a log of SENT rows', async () => {
    const desk = await linkedDesk();
    const nik = newNik();
    const person = ctx.standIn.addPatient({ nik, name: 'Siti Rahayu' });
    const patientId = await newPatient(desk, nik);
    const visitId = await fullVisit(desk, patientId, nik);

    const link = await settled(desk, visitId);
    expect(link.sends.map((send) => [send.kind, send.position, send.status])).toEqual([
      ['PATIENT_LOOKUP', null, 'SENT'],
      ['ENCOUNTER_START', null, 'SENT'],
      ['CONDITION', 1, 'SENT'],
      ['CONDITION', 2, 'SENT'],
      ['ENCOUNTER_FINISH', null, 'SENT'],
    ]);
    expect(link.satuSehatPatientId).toBe(person.id);
    const encounters = byVisit('Encounter', visitId);
    expect(encounters).toHaveLength(1);
    expect(encounters[0]).toMatchObject({
      id: link.satuSehatEncounterId,
      status: 'finished',
      subject: { reference: `Patient/${person.id}` },
    });
    const conditions = byVisit('Condition', visitId);
    expect(conditions).toHaveLength(2);
    for (const condition of conditions) {
      expect(condition).toMatchObject({
        encounter: { reference: `Encounter/${link.satuSehatEncounterId}` },
      });
    }
    const patient = await call(ctx, 'GET', `/api2/dashboard/patients/${patientId}/satu-sehat`, {
      token: desk.clinic.owner.idToken,
    });
    expect(patient.json<{ data: PatientSatuSehatLink }>().data).toMatchObject({
      clinicLinked: true,
      satuSehatPatientId: person.id,
      visits: [{ visitId }],
    });
  }, 180_000);

  it('queues nothing for a clinic without a link', async () => {
    const clinic = await createTestClinic(ctx);
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const desk = { clinic, doctor, locationId: null };
    const nik = newNik();
    const patientId = await newPatient(desk, nik);
    const visitId = await fullVisit(desk, patientId, nik);
    expect((await linkOf(desk, visitId)).sends).toEqual([]);
    const patient = await call(ctx, 'GET', `/api2/dashboard/patients/${patientId}/satu-sehat`, {
      token: clinic.owner.idToken,
    });
    expect(patient.json<{ data: PatientSatuSehatLink }>().data.clinicLinked).toBe(false);
  }, 120_000);

  it('fails an unknown NIK and a doctor without an IHS number with a translated reason, and the retry sends them once fixed', async () => {
    const desk = await linkedDesk(null);
    const nik = newNik();
    const patientId = await newPatient(desk, nik);
    const visitId = await fullVisit(desk, patientId, nik);

    let link = await settledOrWaiting(desk, visitId);
    const lookup = link.sends.find((send) => send.kind === 'PATIENT_LOOKUP')!;
    expect(lookup).toMatchObject({
      status: 'FAILED',
      lastError: 'SATUSEHAT knows no patient with this NIK',
    });

    ctx.standIn.addPatient({ nik, name: 'Siti Rahayu' });
    expect((await retry(desk, lookup.id)).status).toBe(202);
    link = await settledOrWaiting(desk, visitId);
    const encounter = link.sends.find((send) => send.kind === 'ENCOUNTER_START')!;
    expect(encounter).toMatchObject({
      status: 'FAILED',
      lastError: "This visit's doctor has no SATUSEHAT IHS number yet",
    });
    const again = await retry(desk, lookup.id);
    expect(again.statusCode).toBe(409);

    await setPractitionerIhs(desk.doctor.id, 'N10000001');
    expect((await retry(desk, encounter.id)).status).toBe(202);
    link = await settled(desk, visitId);
    expect(link.sends.every((send) => send.status === 'SENT')).toBe(true);
    expect(byVisit('Encounter', visitId)).toHaveLength(1);
    expect(byVisit('Condition', visitId)).toHaveLength(2);
  }, 240_000);

  it('keeps the desk at work while the platform answers 5xx, then hangs, and delivers every send once it is back, none twice', async () => {
    const desk = await linkedDesk();
    const visits: string[] = [];
    ctx.standIn.setFault('5xx', 600);
    for (let index = 0; index < 2; index += 1) {
      const nik = newNik();
      ctx.standIn.addPatient({ nik, name: `Pasien ${index}` });
      if (index === 1) ctx.standIn.setFault('timeout', 600);
      visits.push(await fullVisit(desk, await newPatient(desk, nik), nik));
    }
    const pending = await linkOf(desk, visits[0]!);
    expect(pending.sends.some((send) => send.status === 'PENDING')).toBe(true);
    ctx.standIn.clearFault();
    for (const visitId of visits) {
      const link = await settled(desk, visitId);
      expect(link.sends.map((send) => send.status)).toEqual(Array(5).fill('SENT'));
      expect(byVisit('Encounter', visitId)).toHaveLength(1);
      expect(byVisit('Condition', visitId)).toHaveLength(2);
    }
  }, 300_000);

  it('answers another clinic 404, bad ids 400, and other roles 403', async () => {
    const desk = await linkedDesk();
    const other = await createTestClinic(ctx);
    const nik = newNik();
    const patientId = await newPatient(desk, nik);
    const visitId = await fullVisit(desk, patientId, nik);
    const link = await linkOf(desk, visitId);
    const sendId = link.sends[0]!.id;
    for (const url of [
      `/api2/dashboard/visits/${visitId}/satu-sehat`,
      `/api2/dashboard/patients/${patientId}/satu-sehat`,
    ]) {
      expect((await call(ctx, 'GET', url, { token: other.owner.idToken })).statusCode).toBe(404);
      expect((await call(ctx, 'GET', url, { token: desk.doctor.idToken })).statusCode).toBe(403);
    }
    expect(
      (
        await call(ctx, 'POST', `/api2/dashboard/satu-sehat/sends/${sendId}/retry`, {
          token: other.owner.idToken,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(ctx, 'GET', '/api2/dashboard/visits/not-a-uuid/satu-sehat', {
      token: desk.clinic.owner.idToken,
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.[0]?.field).toBe('visitId');
    expect((await retry(desk, 'nope')).statusCode).toBe(400);
    expect((await retry(desk, randomUUID())).statusCode).toBe(404);
  }, 120_000);
});

function retry(desk: Desk, sendId: string) {
  return call(ctx, 'POST', `/api2/dashboard/satu-sehat/sends/${sendId}/retry`, {
    token: desk.clinic.owner.idToken,
    language: 'en',
  }).then((response) => Object.assign(response, { status: response.statusCode }));
}

/** Waits until the queue has nothing left to try for the visit (a send may wait on a failed one). */
async function settledOrWaiting(desk: Desk, visitId: string): Promise<VisitSatuSehatLink> {
  await expect
    .poll(
      async () => {
        const sends = (await linkOf(desk, visitId)).sends;
        return (
          sends.some((send: SatuSehatSend) => send.status === 'FAILED') &&
          sends.every((send) => send.status !== 'PENDING' || send.attempts === 0)
        );
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(true);
  return linkOf(desk, visitId);
}
