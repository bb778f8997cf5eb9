import type pg from 'pg';
import { FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './names';
import { CLINIC_TIME_ZONE } from './seed';

export interface ReservationSeedSizes {
  doctors: number;
  /** All reservations of the clinic, past and future. */
  reservations: number;
  /** Reservations a day, the measured day's too (spread evenly over the doctors). */
  perDay: number;
  /** Days after today that hold reservations; the rest go into the past. */
  futureDays: number;
  /** Patients the reservations name (each its own KTP number). */
  patients: number;
}

export interface SeededReservationClinic {
  businessId: string;
  ownerId: string;
  doctorIds: string[];
  serviceId: string;
  /** The measured day: the clinic's today (WIB), YYYY-MM-DD. */
  today: string;
  /** A patient of the clinic that bookings can name, with its KTP number. */
  patient: { id: string; name: string; identificationNumber: string };
  firstDay: string;
  lastDay: string;
}

/**
 * Every doctor works every day 08:00-12:00 and 13:00-17:00 in 15-minute slots: 32 slots a day,
 * numbered 0..31 (16 before the break, 16 after).
 */
export const SLOTS_A_DAY = 32;
const SCHEDULE_DAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  isActive: true,
  slots: [
    { from: '08:00', to: '12:00', enabled: true },
    { from: '13:00', to: '17:00', enabled: true },
  ],
}));

/** The wall-clock start (HH:mm:ss) of slot `index` (0..31) of a working day. */
export function slotStart(index: number): string {
  const minutes = 8 * 60 + index * 15 + (index >= 16 ? 60 : 0);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/**
 * The slots the seed books for a doctor with `perDoctor` reservations a day: the k-th takes slot
 * floor(k * 32 / perDoctor), so they spread over the day without overlapping.
 */
export function bookedSlotIndexes(perDoctor: number): number[] {
  return Array.from({ length: perDoctor }, (_, k) => Math.floor((k * SLOTS_A_DAY) / perDoctor));
}

/** The same slot arithmetic in SQL, for reservation `w` (0-based) of its day. */
const SLOT_INDEX_SQL = (k: string, perDoctor: string) => `((${k}) * ${SLOTS_A_DAY}) / ${perDoctor}`;
const SLOT_MINUTES_SQL = (index: string) =>
  `(480 + (${index}) * 15 + case when (${index}) >= 16 then 60 else 0 end)`;

const PATIENT_ID = (n: string) => `md5('bench-res-patient-' || ${n})::uuid`;
const pick = (param: string, label: string, n: string) =>
  `(${param}::text[])[1 + abs(hashtext('${label}' || ${n})) % array_length(${param}::text[], 1)]`;

/** Rows per INSERT ... SELECT generate_series: progress shows, no statement runs for minutes. */
const CHUNK = 100_000;

/**
 * A second clinic for the reservation targets (./targets/reservations.ts): an owner, `doctors`
 * doctors with the every-day schedule above, one service, its patients, and `reservations`
 * reservations, `perDay` a day on consecutive days ending `futureDays` after today (the last
 * day may be partial), so today holds exactly `perDay`. Each day every doctor has
 * perDay / doctors reservations of 15 minutes on distinct slots (`bookedSlotIndexes`), which
 * satisfies `reservations_no_overlap`; statuses follow the day: past ones DONE, WAITING_PAYMENT,
 * CANCELLED or BOOKED with `no_show_at` (a no-show), today's all statuses, future ones BOOKED or
 * CANCELLED; a fifth are ONLINE bookings. The insert runs with the table's secondary indexes and
 * the exclusion constraint dropped, and rebuilds them from their own definitions afterwards
 * (the constraint checks every row then), with the change trigger off: a million
 * notifications would only fill the queue no one listens to yet.
 */
export async function seedReservationClinic(
  client: pg.Client,
  sizes: ReservationSeedSizes,
  log: (message: string) => void,
): Promise<SeededReservationClinic> {
  const perDoctor = sizes.perDay / sizes.doctors;
  if (!Number.isInteger(perDoctor) || perDoctor > SLOTS_A_DAY) {
    throw new Error(
      `reservations a day (${sizes.perDay}) must be a multiple of the doctors (${sizes.doctors}), at most ${SLOTS_A_DAY} each`,
    );
  }
  const { rows: typeRows } = await client.query<{ id: string }>(
    'select id from business_types order by sort_order, name limit 1',
  );
  const { rows: businessRows } = await client.query<{ id: string }>(
    `insert into businesses (name, address, business_type_id, published)
     values ('Klinik Bench Reservasi', 'Jl. Sudirman No. 30, Jakarta Pusat', $1, false)
     returning id`,
    [typeRows[0]!.id],
  );
  const businessId = businessRows[0]!.id;
  const { rows: userRows } = await client.query<{ id: string; role: string }>(
    `insert into users (business_id, first_name, email, password_hash, role, activated)
     select $1, case when n = 0 then 'Bench Pemilik' else 'dr. Bench ' || lpad(n::text, 2, '0') end,
            'res-' || n || '@bench.praktik.test', 'no-sign-in: the bench mints tokens',
            case when n = 0 then 'ROLE_OWNER' else 'ROLE_DOCTOR' end, true
     from generate_series(0, $2::int) as n order by n
     returning id, role`,
    [businessId, sizes.doctors],
  );
  const ownerId = userRows.find((row) => row.role === 'ROLE_OWNER')!.id;
  const doctorIds = userRows.filter((row) => row.role === 'ROLE_DOCTOR').map((row) => row.id);
  await client.query(
    `insert into practitioner_schedules (user_id, business_id, duration_visit, weekend_mode, days)
     select id, $1, 15, false, $3::jsonb from unnest($2::uuid[]) as id`,
    [businessId, doctorIds, JSON.stringify(SCHEDULE_DAYS)],
  );
  const { rows: serviceRows } = await client.query<{ id: string }>(
    'select id from services order by sort_order, name limit 1',
  );
  const serviceId = serviceRows[0]!.id;
  await client.query('insert into business_services (business_id, service_id) values ($1, $2)', [
    businessId,
    serviceId,
  ]);

  let started = Date.now();
  await client.query(
    `insert into patients (id, business_id, name, phone_number, date_of_birth, gender, address,
       identification_type, identification_number, medical_record_number)
     select ${PATIENT_ID('n')}, $1,
       case when n % 2 = 0 then ${pick('$2', 'rm', 'n')} else ${pick('$3', 'rf', 'n')} end
         || ' ' || ${pick('$4', 'ra', 'n')},
       '08' || lpad((abs(hashtext('rph' || n)) % 10000000000)::text, 10, '0'),
       date '1950-01-01' + abs(hashtext('rdob' || n)) % 25000,
       case when n % 2 = 0 then 'MALE' else 'FEMALE' end,
       'Jl. Bench No. ' || n, 'KTP', '3171' || lpad(n::text, 12, '0'), 'RS-' || lpad(n::text, 6, '0')
     from generate_series(1, $5::int) as n`,
    [businessId, MALE_FIRST_NAMES, FEMALE_FIRST_NAMES, FAMILY_NAMES, sizes.patients],
  );
  log(`  ${sizes.patients} patients of the reservation clinic in ${seconds(started)} s`);

  const { rows: todayRows } = await client.query<{ today: string }>(
    `select to_char((now() at time zone '${CLINIC_TIME_ZONE}')::date, 'YYYY-MM-DD') as today`,
  );
  const today = todayRows[0]!.today;
  const days = Math.ceil(sizes.reservations / sizes.perDay);
  // A small smoke run has fewer days than the future ones asked: they all go after today.
  const pastDays = Math.max(0, days - 1 - sizes.futureDays);

  // Dropped for the insert, rebuilt from their definitions below.
  const { rows: indexRows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'reservations'
       and indexname <> 'reservations_pkey'
       and indexname not in (select conname from pg_constraint where conrelid = 'reservations'::regclass)`,
  );
  const { rows: constraintRows } = await client.query<{ conname: string; def: string }>(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'reservations'::regclass and contype = 'x'`,
  );
  for (const index of indexRows) await client.query(`drop index "${index.indexname}"`);
  for (const constraint of constraintRows) {
    await client.query(`alter table reservations drop constraint "${constraint.conname}"`);
  }
  await client.query('alter table reservations disable trigger reservations_notify_change');
  // As for the visits (./seed.ts): the rows name a clinic, doctors, patients and a service made
  // above, so the per-row foreign key checks are skipped where the role may (a superuser).
  const skipsTriggers = await client
    .query(`set session_replication_role = replica`)
    .then(() => true)
    .catch(() => false);

  started = Date.now();
  for (let from = 0; from < sizes.reservations; from += CHUNK) {
    const to = Math.min(from + CHUNK, sizes.reservations) - 1;
    // i: the reservation's number; d: its day; w: its place in the day (doctor w % doctors, the
    // doctor's (w / doctors)-th slot of the day); h: a stable hash for status and source.
    await client.query(
      `insert into reservations (business_id, practitioner_id, patient_id, service_id, status,
         reservation_date, start_time, end_time, starts_at, ends_at, duration_visit,
         sequence_number, source, user_name, user_identity_type, user_identity_number,
         no_show_at, cancelled_at, created_at, updated_at)
       select $1, ($2::uuid[])[1 + w % $4::int], ${PATIENT_ID('p')}, $3,
         st.status, d, to_char(time '00:00' + m * interval '1 minute', 'HH24:MI:SS'),
         to_char(time '00:00' + (m + 15) * interval '1 minute', 'HH24:MI:SS'),
         (d + time '00:00' + m * interval '1 minute') at time zone '${CLINIC_TIME_ZONE}',
         (d + time '00:00' + (m + 15) * interval '1 minute') at time zone '${CLINIC_TIME_ZONE}',
         15, w + 1, case when h % 5 = 0 then 'ONLINE' else 'CLINIC' end,
         'Pasien ' || p, 'KTP', '3171' || lpad(p::text, 12, '0'),
         case when st.status = 'BOOKED' and d < $6::date
           then (d + time '18:00') at time zone '${CLINIC_TIME_ZONE}' end,
         case when st.status = 'CANCELLED' then (d - 1) + time '12:00' end,
         (d - 7) + time '09:00', (d - 7) + time '09:00'
       from (
         select i, w, d, h, 1 + abs(hashtext('rp' || i)) % $8::int as p,
           ${SLOT_MINUTES_SQL(SLOT_INDEX_SQL(`w / $4::int`, `$5::int`))} as m
         from (
           select i, i % $7::int as w, $6::date - $9::int + i / $7::int as d,
             abs(hashtext('rh' || i)) % 100 as h
           from generate_series($10::int, $11::int) as i
         ) as numbered
       ) as r,
       lateral (select case
         when d < $6::date then case when h < 70 then 'DONE' when h < 78 then 'WAITING_PAYMENT'
                                     when h < 90 then 'CANCELLED' else 'BOOKED' end
         when d = $6::date then case when h < 30 then 'DONE' when h < 40 then 'WAITING_PAYMENT'
                                     when h < 55 then 'ACTIVE' when h < 65 then 'CANCELLED'
                                     else 'BOOKED' end
         else case when h < 10 then 'CANCELLED' else 'BOOKED' end end as status) as st`,
      [
        businessId,
        doctorIds,
        serviceId,
        sizes.doctors,
        perDoctor,
        today,
        sizes.perDay,
        sizes.patients,
        pastDays,
        from,
        to,
      ],
    );
    log(`  reservations ${to + 1} of ${sizes.reservations} (${seconds(started)} s)`);
  }
  if (skipsTriggers) await client.query(`set session_replication_role = default`);
  await client.query('alter table reservations enable trigger reservations_notify_change');

  started = Date.now();
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const constraint of constraintRows) {
    await client.query(
      `alter table reservations add constraint "${constraint.conname}" ${constraint.def}`,
    );
  }
  for (const index of indexRows) await client.query(index.indexdef);
  log(
    `  ${constraintRows.length} exclusion constraint and ${indexRows.length} reservation indexes rebuilt in ${seconds(started)} s`,
  );

  // No day counters: a queue's first number of a day starts past the numbers it holds
  // (docs/decisions/0058-queue-numbers-per-practitioner.md).
  const { rows: patientRows } = await client.query<{
    id: string;
    name: string;
    identification_number: string;
  }>(`select id, name, identification_number from patients where id = ${PATIENT_ID('1')}`);
  const { rows: spanRows } = await client.query<{ first: string; last: string }>(
    `select to_char(min(reservation_date), 'YYYY-MM-DD') as first,
            to_char(max(reservation_date), 'YYYY-MM-DD') as last
     from reservations where business_id = $1`,
    [businessId],
  );
  const patient = patientRows[0]!;
  return {
    businessId,
    ownerId,
    doctorIds,
    serviceId,
    today,
    patient: {
      id: patient.id,
      name: patient.name,
      identificationNumber: patient.identification_number,
    },
    firstDay: spanRows[0]!.first,
    lastDay: spanRows[0]!.last,
  };
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
