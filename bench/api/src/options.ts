// The bench's options, read once from the environment (bench/api/README.md lists them): the
// seeded clinics' sizes, the load's shape, and BENCH_ONLY's choice of targets.
import path from 'node:path';
import type { PaymentSeedSizes } from './seed-payments';
import type { SeedSizes } from './seed';
import type { ReservationSeedSizes } from './seed-reservations';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export const SIZES: SeedSizes = {
  patients: env('BENCH_PATIENTS', 100_000),
  visits: env('BENCH_VISITS', 1_000_000),
  activeVisits: env('BENCH_ACTIVE_VISITS', 200),
  visitsPerDay: env('BENCH_VISITS_PER_DAY', 1_370),
};
/** The reservation clinic: 30 doctors, 600 reservations on the measured day, 1,000,000 in all. */
export const RESERVATION_SIZES: ReservationSeedSizes = {
  doctors: env('BENCH_RESERVATION_DOCTORS', 30),
  reservations: env('BENCH_RESERVATIONS', 1_000_000),
  perDay: env('BENCH_RESERVATIONS_PER_DAY', 600),
  futureDays: env('BENCH_RESERVATION_FUTURE_DAYS', 90),
  patients: env('BENCH_RESERVATION_PATIENTS', 20_000),
};
/** Bookings made one after the other for the booking-to-other-timetable latency. */
export const BOOKINGS = env('BENCH_BOOKINGS', 100);
export const CONNECTIONS = env('BENCH_CONNECTIONS', 64);
export const DURATION_SECONDS = env('BENCH_SECONDS', 10);
export const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 3);
/** Sequential calls per route after the warm-up (latency without queueing). */
export const SERIAL_CALLS = env('BENCH_SERIAL_CALLS', 30);
/**
 * Loads at CONNECTIONS of a route and of its driver twin, taken in turn (route, twin, route,
 * ...): the share is the median route's over the median twin's. One 5 s load of each, taken one
 * after the other, moved the share by a third between runs of the same code: the machine's
 * other work, and the database's own after a target's writes, fall on one side of a single pair.
 */
export const SHARE_ROUNDS = Math.round(env('BENCH_SHARE_ROUNDS', 3));
/** Calls a second no target that needs a fresh request each call is expected to exceed. */
export const FRESH_CALLS_PER_SECOND = 1200;
/** Calls per target whose database statements are counted (route and twin, after the load). */
export const ROUND_TRIP_CALLS = 10;
/**
 * Fresh requests a target that cannot repeat one (a package use) needs: route and twin, each
 * its probe and capture, serial calls, counted calls, the warm-up, the front desk's load and
 * the share's rounds at the ceiling rate.
 */
function freshCallsNeeded(): number {
  const loadSeconds = WARMUP_SECONDS + (1 + SHARE_ROUNDS) * DURATION_SECONDS;
  return 2 * (2 + SERIAL_CALLS + ROUND_TRIP_CALLS + FRESH_CALLS_PER_SECOND * loadSeconds);
}
/** The cashier's clinic at full size; BENCH_PAYMENT_SCALE shrinks its rows. */
const PAYMENT_SCALE = env('BENCH_PAYMENT_SCALE', 1);
export const PAYMENT_SIZES: PaymentSeedSizes = {
  practitioners: 6,
  patients: Math.max(100, Math.round(20_000 * PAYMENT_SCALE)),
  categories: 5,
  items: 300,
  packages: 12,
  paymentItems: Math.max(1_000, Math.round(2_000_000 * PAYMENT_SCALE)),
  days: 730,
  patientPackages: Math.max(100, Math.round(50_000 * PAYMENT_SCALE)),
  packageUses: freshCallsNeeded(),
};
/** The server's pool (apps/server/src/db/client.ts); the driver twins get as many connections. */
export const SERVER_POOL_SIZE = env('BENCH_POOL_SIZE', 10);
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * BENCH_ONLY=patients,icd10: only the targets whose names start so (for profiling one); the
 * no-op runs only when named too (`no-op`).
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
export const isChosen = (target: { name: string }) =>
  ONLY.length === 0 || ONLY.some((prefix) => target.name.startsWith(prefix));

export const log = (message: string) => process.stderr.write(`${message}\n`);
export const round = (value: number) => Math.round(value * 100) / 100;
