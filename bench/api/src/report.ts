// The JSON the bench prints: the machine (its load before and after: other work skews every
// figure, the no-op route shows by how much), the seeded data, the load's shape, and the results.
import os from 'node:os';
import { TWIN_SHARE_TARGET, type measureTarget, type withCpuVsNoop } from './measure';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  PAYMENT_SIZES,
  RESERVATION_SIZES,
  SERVER_POOL_SIZE,
  SIZES,
  WARMUP_SECONDS,
  round,
} from './options';
import type { seedAll } from './seed-all';
import { shareLines } from './share-summary';
import type { measureBooking } from './targets/booking';

export interface ReportParts {
  postgres: { postgres: string | null; postgresMaxConnections: number };
  loadAverageBefore: number[];
  seeded: Awaited<ReturnType<typeof seedAll>>;
  historyMonth: { from: string; to: string };
  results: ReturnType<typeof withCpuVsNoop>;
  bookingToTimetable: Awaited<ReturnType<typeof measureBooking>> | null;
  noop: Awaited<ReturnType<typeof measureTarget>> | null;
}

export function benchReport(parts: ReportParts) {
  const { seeded } = parts;
  const { clinic, paymentClinic, reservationClinic } = seeded;
  const cpus = os.cpus();
  return {
    benchmark:
      'pnpm bench:api: list and search endpoints on PostgreSQL, one clinic, autocannon, server in process',
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? null,
      memoryGb: round(os.totalmem() / 1024 ** 3),
      node: process.version,
      postgres: parts.postgres.postgres,
      postgresMaxConnections: parts.postgres.postgresMaxConnections,
      loadAverage: { before: parts.loadAverageBefore, after: os.loadavg().map(round) },
    },
    data: {
      patients: SIZES.patients,
      visits: SIZES.visits,
      activeVisitsToday: SIZES.activeVisits,
      visitDays: `${clinic.firstVisitDay}..${clinic.today}`,
      practitioners: clinic.practitionerIds.length,
      icd10: seeded.icd10Count,
      paymentClinic: paymentClinic && {
        ...PAYMENT_SIZES,
        payments: paymentClinic.payments,
        today: paymentClinic.today,
      },
      reservationClinic: {
        doctors: reservationClinic.doctorIds.length,
        reservations: RESERVATION_SIZES.reservations,
        measuredDay: reservationClinic.today,
        onMeasuredDay: RESERVATION_SIZES.perDay,
        days: `${reservationClinic.firstDay}..${reservationClinic.lastDay}`,
        patients: RESERVATION_SIZES.patients,
      },
    },
    seedSeconds: seeded.seedSeconds,
    reservationSeedSeconds: seeded.reservationSeedSeconds,
    paymentSeedSeconds: seeded.paymentSeedSeconds,
    load: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      serverPoolSize: SERVER_POOL_SIZE,
      tool: 'autocannon (a child process beside the server)',
      historyMonth: parts.historyMonth,
    },
    results: parts.results,
    // Each route beside its twin: both rps, the share against the bar, statements a call.
    shareOfDriverTwin: shareLines(parts.results, TWIN_SHARE_TARGET),
    bookingToTimetable: parts.bookingToTimetable,
    noop: parts.noop,
  };
}
