import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRow } from '../../modules/visit-reports/visit-reports.schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, signIn } from '../../test/fixtures';
import { visits } from '../../db/schema/index';
import { DEMO_CLINIC, DEMO_PASSWORD } from './demo-clinic';
import { demoClinicDay } from './demo-visits';

let ctx: TestApp;
let businessId: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
  const clinic = await ctx.repositories.businesses.findBusinessByName(DEMO_CLINIC.name);
  businessId = clinic!.id;
});
afterAll(async () => ctx?.close());

describe('the demo clinic’s profile', () => {
  it('gives patients an e-mail and a phone, which its booking mails carry', async () => {
    const { idToken } = await signIn(ctx, 'owner@demo.praktik.id', DEMO_PASSWORD);
    const profile = await call(ctx, 'GET', '/api2/dashboard/business', { token: idToken });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'halo@klinikdemo.example',
      phoneNumber: '0217190017',
    });
  });
});

describe('the demo clinic’s visits', () => {
  it('fill this month’s history and the doctor report for the owner', async () => {
    const { idToken } = await signIn(ctx, 'owner@demo.praktik.id', DEMO_PASSWORD);
    const history = await call(ctx, 'GET', '/api2/dashboard/inactive-visits?size=5', {
      token: idToken,
    });
    expect(history.statusCode).toBe(200);
    expect(Number(history.headers['x-total-count'])).toBeGreaterThan(0);
    const rows = history.json<{ data: HistoryRow[] }>().data;
    expect(rows[0]?.patient.medicalRecordNumber).toMatch(/^RM-\d{6}$/);

    const report = await call(ctx, 'GET', '/api2/dashboard/practitioner-stats', { token: idToken });
    const stats = report.json<{ data: { doctorName: string; totalPatients: number }[] }>().data;
    expect(stats.map((row) => row.doctorName).sort()).toEqual([
      'Dewi Anggraini',
      'dr. Andi Pratama',
      'dr. Sari Lestari, Sp.KK',
    ]);

    const quarter = await call(
      ctx,
      'GET',
      '/api2/dashboard/inactive-visits?size=1&from=2000-01-01',
      { token: idToken },
    );
    expect(Number(quarter.headers['x-total-count'])).toBeGreaterThan(300);
  });

  it('show a doctor only their own patients', async () => {
    const { idToken } = await signIn(ctx, 'dokter.sari@demo.praktik.id', DEMO_PASSWORD);
    const history = await call(
      ctx,
      'GET',
      '/api2/dashboard/inactive-visits?size=50&from=2000-01-01',
      {
        token: idToken,
      },
    );
    const names = new Set(
      history.json<{ data: HistoryRow[] }>().data.map((row) => row.practitionerName),
    );
    expect(names).toEqual(new Set(['dr. Sari Lestari, Sp.KK']));
  });

  it('have 4 to 6 patients being seen today while the clinic is open, one visit each, and the next number of each practitioner’s day past the seeded ones', async () => {
    const day = demoClinicDay(new Date(), 7);
    const today = day.today;
    const active = await ctx.database.db
      .select({
        patientId: visits.patientId,
        visitDate: visits.visitDate,
        sequence: visits.sequenceNumber,
        bookingId: visits.bookingId,
      })
      .from(visits)
      .where(and(eq(visits.businessId, businessId), eq(visits.status, 'ACTIVE')));
    // Walk-ins; the reservations seeded after them add their own started visits (demo-reservations).
    const walkIns = active.filter((visit) => visit.bookingId === null);
    // The suite runs at any hour: on a Sunday, before opening or after closing nobody is seen.
    expect(walkIns.length).toBeGreaterThanOrEqual(day.beingSeenNow ? 4 : 0);
    expect(walkIns.length).toBeLessThanOrEqual(day.beingSeenNow ? 6 : 0);
    expect(new Set(active.map((visit) => visit.patientId)).size).toBe(active.length);
    expect(walkIns.every((visit) => visit.visitDate === today)).toBe(true);
    // The next visit of a practitioner's day (the latest seeded day: today once patients came)
    // takes a number past the seeded ones of their queue.
    const [latest] = await ctx.database.db
      .select({ visitDate: visits.visitDate })
      .from(visits)
      .where(eq(visits.businessId, businessId))
      .orderBy(desc(visits.visitDate))
      .limit(1);
    const seeded = await ctx.database.db
      .select({
        visitDate: visits.visitDate,
        practitionerId: visits.practitionerId,
        sequence: visits.sequenceNumber,
      })
      .from(visits)
      .where(and(eq(visits.businessId, businessId), eq(visits.visitDate, latest!.visitDate)));
    for (const practitionerId of new Set(seeded.map((visit) => visit.practitionerId))) {
      const theirs = seeded.filter((visit) => visit.practitionerId === practitionerId);
      const next = await ctx.repositories.visits.nextSequenceNumber(
        businessId,
        latest!.visitDate,
        practitionerId,
        null,
      );
      // Past the day's reservations of theirs too (demo-reservations checks those).
      expect(next).toBeGreaterThan(Math.max(...theirs.map((visit) => visit.sequence)));
    }
  });
});
