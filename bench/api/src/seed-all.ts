// The bench's data, on one connection: the list clinic, the reservation clinic, the cashier's
// clinic when one of its targets is chosen, the ICD-10 list through the server's own import,
// then VACUUM ANALYZE. Progress and each clinic's seconds go to stderr.
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { DatabaseHandle } from '../../../apps/server/src/db/client';
import {
  importIcd10Rows,
  parseIcd10File,
} from '../../../apps/server/src/modules/icd10/icd10-import';
import type { Icd10Code } from '../../../apps/server/src/modules/icd10/icd10.repository';
import { PAYMENT_SIZES, RESERVATION_SIZES, SIZES, isChosen, log, round } from './options';
import { seedClinic, type SeededClinic } from './seed';
import { seedPaymentClinic, type SeededPaymentClinic } from './seed-payments';
import { seedReservationClinic, type SeededReservationClinic } from './seed-reservations';
import { PAYMENT_TARGET_NAMES } from './targets/payments';

export async function seedAll(databaseUrl: string, database: DatabaseHandle, icd10File: string) {
  const seedStarted = Date.now();
  let reservationSeedSeconds = 0;
  log(
    `seeding ${SIZES.patients} patients and ${SIZES.visits} visits (${SIZES.activeVisits} active today)`,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let paymentClinic: SeededPaymentClinic | undefined;
  let paymentSeedSeconds = 0;
  let icd10Count = 0;
  let icd10List: Icd10Code[] = [];
  let clinic: SeededClinic;
  let reservationClinic: SeededReservationClinic;
  try {
    clinic = await seedClinic(client, SIZES, log);
    log(
      `seeding the reservation clinic: ${RESERVATION_SIZES.doctors} doctors, ${RESERVATION_SIZES.reservations} reservations (${RESERVATION_SIZES.perDay} a day)`,
    );
    const reservationsStarted = Date.now();
    reservationClinic = await seedReservationClinic(client, RESERVATION_SIZES, log);
    reservationSeedSeconds = round((Date.now() - reservationsStarted) / 1000);
    log(`  reservation clinic seeded in ${reservationSeedSeconds} s`);
    if (PAYMENT_TARGET_NAMES.some((name) => isChosen({ name }))) {
      log(
        `seeding the payment clinic: ${PAYMENT_SIZES.paymentItems} payment items, ${PAYMENT_SIZES.patientPackages} patient packages`,
      );
      const paymentsStarted = Date.now();
      paymentClinic = await seedPaymentClinic(client, PAYMENT_SIZES, log);
      paymentSeedSeconds = round((Date.now() - paymentsStarted) / 1000);
      log(`  payment clinic seeded in ${paymentSeedSeconds} s`);
    }
    if (existsSync(icd10File)) {
      // The server's own import (the icd10:import command's parser and upsert).
      icd10List = await parseIcd10File(icd10File);
      await importIcd10Rows(database.db, icd10List);
    }
    log('  vacuum analyze');
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ n: string }>('select count(*) as n from icd10_codes');
    icd10Count = Number(rows[0]?.n ?? icd10Count);
  } finally {
    await client.end();
  }
  const seedSeconds = round((Date.now() - seedStarted) / 1000);
  log(`seeded in ${seedSeconds} s`);
  return {
    clinic,
    reservationClinic,
    paymentClinic,
    icd10List,
    icd10Count,
    seedSeconds,
    reservationSeedSeconds,
    paymentSeedSeconds,
  };
}
