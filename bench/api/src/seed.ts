import type pg from 'pg';
import {
  ALLERGIES,
  CITIES,
  COMPLAINTS,
  DIAGNOSES,
  FAMILY_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  STREETS,
  TREATMENTS,
} from './names';

export interface SeedSizes {
  patients: number;
  /** All visits, the ACTIVE ones of today included. */
  visits: number;
  /** ACTIVE visits today, each of a different patient. */
  activeVisits: number;
  /** DONE/WAITING_PAYMENT visits per day before today (the days go back as far as needed). */
  visitsPerDay: number;
}

export interface SeededClinic {
  businessId: string;
  ownerId: string;
  practitionerIds: string[];
  /** The clinic's local day (WIB) the ACTIVE visits are on, YYYY-MM-DD. */
  today: string;
  /** The first and last day with visits, YYYY-MM-DD. */
  firstVisitDay: string;
}

/** The clinic's wall clock: clinics have no time zone setting yet, every one is WIB (+7). */
export const CLINIC_TIME_ZONE = 'Asia/Jakarta';

/** Ids are derived from a counter (md5 of a label), so visits can name patients without a lookup. */
const PATIENT_ID = (n: string) => `md5('bench-patient-' || ${n})::uuid`;

/** A stable pseudo-random index in 1..length of an array parameter, from a label and a counter. */
const pick = (param: string, label: string, n: string) =>
  `(${param}::text[])[1 + abs(hashtext('${label}' || ${n})) % array_length(${param}::text[], 1)]`;

/**
 * One clinic (owner, 3 doctors, 2 beauticians), its patients and visits, written with
 * `INSERT ... SELECT generate_series` on one connection. Visits before today are DONE (one in 50
 * WAITING_PAYMENT), `visitsPerDay` a day with sequence numbers 1..n, started between 07:00 and
 * about 18:30 WIB, each with an anamnesis, a treatment and one diagnosis; today's are ACTIVE.
 * The visits table's secondary indexes are dropped during the insert and rebuilt from their own
 * definitions afterwards (pg_indexes), which is several times faster than maintaining them row by
 * row and ends with the same indexes the migrations made (the unique ones check the rows when
 * they are rebuilt).
 */
export async function seedClinic(
  client: pg.Client,
  sizes: SeedSizes,
  log: (message: string) => void,
): Promise<SeededClinic> {
  const { rows: typeRows } = await client.query<{ id: string }>(
    'select id from business_types order by sort_order, name limit 1',
  );
  const businessTypeId = typeRows[0]?.id;
  if (!businessTypeId) throw new Error('seed: no business types (clinic choices not seeded)');

  const { rows: businessRows } = await client.query<{ id: string }>(
    `insert into businesses (name, address, business_type_id, published)
     values ('Klinik Bench Sehat', 'Jl. Kemang Raya No. 1, Jakarta Selatan', $1, false)
     returning id`,
    [businessTypeId],
  );
  const businessId = businessRows[0]!.id;

  const staff = [
    { key: 'owner', name: 'Ratna Pemilik', role: 'ROLE_OWNER' },
    { key: 'dr1', name: 'dr. Andi Pratama', role: 'ROLE_DOCTOR' },
    { key: 'dr2', name: 'dr. Sari Lestari, Sp.KK', role: 'ROLE_DOCTOR' },
    { key: 'dr3', name: 'dr. Yusuf Hakim', role: 'ROLE_DOCTOR' },
    { key: 'bt1', name: 'Dewi Anggraini', role: 'ROLE_BEAUTICIAN' },
    { key: 'bt2', name: 'Melati Kusuma', role: 'ROLE_BEAUTICIAN' },
  ];
  const { rows: userRows } = await client.query<{ id: string; role: string }>(
    `insert into users (business_id, first_name, email, password_hash, role, activated)
     select $1, s.name, s.key || '@bench.praktik.test', 'no-sign-in: the bench mints tokens',
            s.role, true
     from unnest($2::text[], $3::text[], $4::text[]) as s(key, name, role)
     returning id, role`,
    [businessId, staff.map((s) => s.key), staff.map((s) => s.name), staff.map((s) => s.role)],
  );
  const ownerId = userRows.find((row) => row.role === 'ROLE_OWNER')!.id;
  const practitionerIds = userRows.filter((row) => row.role !== 'ROLE_OWNER').map((row) => row.id);

  const { rows: todayRows } = await client.query<{ today: string }>(
    `select to_char((now() at time zone '${CLINIC_TIME_ZONE}')::date, 'YYYY-MM-DD') as today`,
  );
  const today = todayRows[0]!.today;

  let started = Date.now();
  // Names: first [+ middle, one in three] + family name; gender follows the first name.
  await client.query(
    `insert into patients (id, business_id, name, phone_number, date_of_birth, gender, address,
       identification_type, identification_number, medical_record_number, allergies,
       created_at, updated_at)
     select ${PATIENT_ID('n')}, $1,
       case when g = 0 then ${pick('$2', 'fm', 'n')} else ${pick('$3', 'ff', 'n')} end
         || case when abs(hashtext('mid' || n)) % 3 = 0
              then ' ' || case when g = 0 then ${pick('$2', 'mm', 'n')} else ${pick('$3', 'mf', 'n')} end
              else '' end
         || ' ' || ${pick('$4', 'fa', 'n')},
       '08' || lpad((abs(hashtext('ph' || n)) % 10000000000)::text, 10, '0'),
       date '1940-01-01' + abs(hashtext('dob' || n)) % 29000,
       case when g = 0 then 'MALE' else 'FEMALE' end,
       ${pick('$5', 'st', 'n')} || ' No. ' || (1 + n % 180) || ', ' || ${pick('$6', 'ci', 'n')},
       'KTP', '3174' || lpad(n::text, 12, '0'),
       'RM-' || lpad(n::text, 6, '0'),
       case when n % 9 = 0 then array[${pick('$7', 'al', 'n')}] else '{}'::text[] end,
       now() - (($8::int - n) * interval '7 minutes'),
       now() - (($8::int - n) * interval '7 minutes')
     from (select n, abs(hashtext('g' || n)) % 2 as g from generate_series(1, $8::int) as n) as s`,
    [
      businessId,
      MALE_FIRST_NAMES,
      FEMALE_FIRST_NAMES,
      FAMILY_NAMES,
      STREETS,
      CITIES,
      ALLERGIES,
      sizes.patients,
    ],
  );
  log(`  ${sizes.patients} patients in ${seconds(started)} s`);

  const { rows: indexRows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'visits' and indexname <> 'visits_pkey'`,
  );
  for (const index of indexRows) await client.query(`drop index "${index.indexname}"`);
  // The rows name patients and practitioners made above, so the per-row foreign key checks
  // (three trigger queries a visit) are skipped where the role may: a superuser, as in the
  // throw-away server. Elsewhere they simply run.
  const skipsTriggers = await client
    .query(`set session_replication_role = replica`)
    .then(() => true)
    .catch(() => false);

  started = Date.now();
  const pastVisits = sizes.visits - sizes.activeVisits;
  const days = Math.ceil(pastVisits / sizes.visitsPerDay);
  await client.query(
    `insert into visits (business_id, patient_id, practitioner_id, status, visit_date,
       sequence_number, started_at, ended_at, anamnesis, examination, treatment, diagnoses,
       created_at, updated_at)
     select $1, ${PATIENT_ID(`(1 + abs(hashtext('vp' || i)) % $10::int)`)},
       ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
       case when abs(hashtext('wp' || i)) % 50 = 0 then 'WAITING_PAYMENT' else 'DONE' end,
       d, seq, st, st + interval '20 minutes',
       ($3::text[])[k], 'Tekanan darah 120/80 mmHg, suhu 36,8 C.', ($4::text[])[k],
       jsonb_build_array(jsonb_build_object('fullCode', ($5::text[])[k],
         'shortDescription', ($6::text[])[k])),
       st, st + interval '20 minutes'
     from (
       select i, d, seq, 1 + abs(hashtext('dx' || i)) % array_length($3::text[], 1) as k,
         ((d + time '07:00') + seq * interval '30 seconds') at time zone '${CLINIC_TIME_ZONE}' as st
       from (
         select i, $7::date - $8::int + i / $9::int as d, i % $9::int + 1 as seq
         from generate_series(0, $11::int - 1) as i
       ) as numbered
     ) as v`,
    [
      businessId,
      practitionerIds,
      COMPLAINTS,
      TREATMENTS,
      DIAGNOSES.map(([code]) => code),
      DIAGNOSES.map(([, title]) => title),
      today,
      days,
      sizes.visitsPerDay,
      sizes.patients,
      pastVisits,
    ],
  );
  log(`  ${pastVisits} past visits over ${days} days in ${seconds(started)} s`);

  // Today's queue: distinct patients (a stride coprime with the patient count), started between
  // the clinic's midnight and now.
  await client.query(
    `insert into visits (business_id, patient_id, practitioner_id, status, visit_date,
       sequence_number, started_at, created_at, updated_at)
     select $1, ${PATIENT_ID('(1 + (k * 7919) % $5::int)')},
       ($2::uuid[])[1 + k % array_length($2::uuid[], 1)], 'ACTIVE', $3::date, k, st, st, st
     from (
       select k, midnight + (now() - midnight) * k / ($4::int + 1) as st
       from generate_series(1, $4::int) as k,
         lateral (select ($3::date + time '00:00') at time zone '${CLINIC_TIME_ZONE}' as midnight) as m
     ) as a`,
    [businessId, practitionerIds, today, sizes.activeVisits, sizes.patients],
  );

  if (skipsTriggers) await client.query(`set session_replication_role = default`);

  started = Date.now();
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexRows) await client.query(index.indexdef);
  log(`  ${indexRows.length} visit indexes rebuilt in ${seconds(started)} s`);

  // No day counters: a queue's first number of a day starts past the numbers it holds
  // (docs/decisions/0058-queue-numbers-per-practitioner.md).

  const { rows: firstRows } = await client.query<{ first: string }>(
    `select to_char(min(visit_date), 'YYYY-MM-DD') as first from visits where business_id = $1`,
    [businessId],
  );
  return { businessId, ownerId, practitionerIds, today, firstVisitDay: firstRows[0]!.first };
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
