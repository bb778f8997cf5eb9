import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdTokens, ID_TOKEN_TTL_SECONDS } from '../../shared/id-token';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { openEventStream, type EventStreamClient } from '../../test/event-stream-client';
import { MAX_STREAMS_PER_PERSON } from './reservation-events.routes';
import {
  addClinicMember,
  call,
  createTestClinic,
  signIn,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import {
  insertTestReservation,
  updateTestReservationStatus,
} from '../../test/reservation-rows.repository';

let ctx: TestApp;
let baseUrl: string;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: TestUser & SignedIn;
let otherDoctor: TestUser & SignedIn;
let staff: TestUser & SignedIn;
const open: EventStreamClient[] = [];

const eventsUrl = () => `${baseUrl}/api2/reservation/v1/events`;

async function connect(token: string) {
  const client = await openEventStream(eventsUrl(), token);
  open.push(client);
  return client;
}

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Seruni'),
    createTestClinic(ctx, 'Klinik Teratai'),
  ]);
  [doctor, otherDoctor, staff] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_STAFF'),
  ]);
}, 120_000);
afterAll(async () => {
  for (const client of open) client.close();
  await ctx?.close();
});

describe('GET /api2/reservation/v1/events', () => {
  it('brings an inserted and an updated reservation to the clinic’s open streams within 1 s, and nothing to another clinic or another doctor', async () => {
    const [front, ownDoctor, elsewhereDoctor, elsewhereClinic] = await Promise.all([
      connect(staff.idToken),
      connect(doctor.idToken),
      connect(otherDoctor.idToken),
      connect(otherClinic.owner.idToken),
    ]);
    expect(front.status).toBe(200);

    const row = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
    });
    const inserted = await front.waitFor((event) => event.data.includes(row.id));
    expect(inserted.event).toBe('reservation');
    expect(JSON.parse(inserted.data)).toEqual({
      date: row.reservationDate,
      practitionerId: doctor.id,
      reservationId: row.id,
      status: 'BOOKED',
    });
    await ownDoctor.waitFor((event) => event.data.includes(row.id));

    await updateTestReservationStatus(ctx.database.db, row.id, 'CANCELLED');
    const cancelled = await front.waitFor((event) => event.data.includes('CANCELLED'));
    expect(JSON.parse(cancelled.data)).toMatchObject({ reservationId: row.id });
    await ownDoctor.waitFor((event) => event.data.includes('CANCELLED'));

    // Both changes have long reached the others if they were ever going to.
    expect(elsewhereDoctor.events).toEqual([]);
    expect(elsewhereClinic.events).toEqual([]);
    // The stream carries no patient data: the booker's name is never in it.
    expect(front.events.map((event) => event.data).join('')).not.toContain('Budi');
  });

  it('answers 401 without a valid token, as every call', async () => {
    const none = await call(ctx, 'GET', '/api2/reservation/v1/events');
    expect(none.statusCode).toBe(401);
    const forged = await call(ctx, 'GET', '/api2/reservation/v1/events', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 401, detail: expect.any(String) });
  });

  it('ends within seconds of a sign-out, of a password change elsewhere and of a deactivation, though the token has not expired', async () => {
    const [signingOut, changingPassword, deactivated] = await Promise.all([
      addClinicMember(ctx, clinic, 'ROLE_STAFF'),
      addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
      addClinicMember(ctx, clinic, 'ROLE_BEAUTICIAN'),
    ]);
    const [signedOutStream, passwordStream, deactivatedStream, bystander] = await Promise.all([
      connect(signingOut.idToken),
      connect(changingPassword.idToken),
      connect(deactivated.idToken),
      connect(staff.idToken),
    ]);
    expect(
      [signedOutStream, passwordStream, deactivatedStream].map((stream) => stream.status),
    ).toEqual([200, 200, 200]);

    const elsewhere = await signIn(ctx, changingPassword.email);
    const changedAt = Date.now();
    const answers = await Promise.all([
      call(ctx, 'POST', '/api2/logout', { headers: { refreshToken: signingOut.refreshToken } }),
      call(ctx, 'POST', '/api2/account/change-password', {
        token: elsewhere.idToken,
        body: { currentPassword: changingPassword.password, newPassword: 'BaruSekali99' },
      }),
      call(ctx, 'POST', `/api2/dashboard/staff/${deactivated.id}/deactivate`, {
        token: clinic.owner.idToken,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    await Promise.all([signedOutStream.ended, passwordStream.ended, deactivatedStream.ended]);
    // The standing is asked every 5 s and trusted for 3 s: well under the token's 15 minutes.
    expect(Date.now() - changedAt).toBeLessThan(10_000);
    // A stream of a sign-in that goes on is not touched.
    const row = await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
    });
    await bystander.waitFor((event) => event.data.includes(row.id));
  }, 30_000);

  it('holds at most six streams per person, with a 429 that says why, and opens again once one closes', async () => {
    const person = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_PERSON }, () => connect(person.idToken)),
    );
    expect(streams.map((stream) => stream.status)).toEqual(
      Array.from({ length: MAX_STREAMS_PER_PERSON }, () => 200),
    );
    const oneTooMany = await call(ctx, 'GET', '/api2/reservation/v1/events', {
      token: person.idToken,
    });
    expect(oneTooMany.statusCode).toBe(429);
    expect(oneTooMany.json()).toMatchObject({
      status: 429,
      detail: expect.stringContaining('6 jadwal langsung'),
    });
    // Another person of the clinic is not counted with them.
    const colleague = await connect(staff.idToken);
    expect(colleague.status).toBe(200);

    streams[0]?.close();
    await streams[0]?.ended;
    await expect
      .poll(async () => (await connect(person.idToken)).status, { timeout: 5_000 })
      .toBe(200);
  });

  it('pings every 15 s and ends when the id token expires', async () => {
    // The staff member's own sign-in, with a token issued so long ago that it has 17 s left.
    const session = decodeJwt(staff.idToken);
    const idTokens = createIdTokens(ctx.config.jwtSecret);
    const issuedAt = new Date(Date.now() - (ID_TOKEN_TTL_SECONDS - 17) * 1000);
    const shortLived = await idTokens.sign(
      {
        userId: staff.id,
        role: 'ROLE_STAFF',
        businessId: clinic.businessId,
        onboardingCompleted: true,
        sessionId: session.sid as string,
      },
      issuedAt,
    );
    const stream = await connect(shortLived);
    expect(stream.status).toBe(200);
    const openedAt = Date.now();
    await stream.ended;
    const openFor = Date.now() - openedAt;
    expect(openFor).toBeGreaterThan(14_000);
    expect(openFor).toBeLessThan(20_000);
    expect(stream.comments.map((comment) => comment.trim())).toContain('ping');
  }, 30_000);
});
