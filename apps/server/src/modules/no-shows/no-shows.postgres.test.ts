import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addClinicMember, createTestClinic } from '../../test/fixtures';
import { insertTestReservation } from '../../test/reservation-rows.repository';
import { createNoShowRepository, NO_SHOW_LOCK_KEY } from './no-shows.repository';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => ctx?.close());

describe('the no-show sweep with several server instances', () => {
  it('skips while another instance holds the advisory lock, and sweeps once it is free', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Wijaya');
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    await insertTestReservation(ctx.database.db, {
      businessId: clinic.businessId,
      practitionerId: doctor.id,
      startsInMinutes: -30,
    });
    const noShows = createNoShowRepository(ctx.database.db);

    // Another instance in the middle of its sweep: its transaction holds the lock.
    const other = new pg.Client({ connectionString: ctx.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::bigint)', [NO_SHOW_LOCK_KEY.toString()]);
      expect(await noShows.markPassedBookings(new Date())).toBeNull();
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await noShows.markPassedBookings(new Date())).toBe(1);
  });
});
