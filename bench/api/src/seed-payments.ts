import type pg from 'pg';
import { FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './names';
import { CLINIC_TIME_ZONE } from './seed';

export interface PaymentSeedSizes {
  practitioners: number;
  patients: number;
  categories: number;
  items: number;
  packages: number;
  /** Payment items in all (1 to 6 a payment, over `days` days ending today). */
  paymentItems: number;
  days: number;
  patientPackages: number;
  /** WAITING_PAYMENT visits today, each taking one package use (never the same pair twice). */
  packageUses: number;
}

export interface SeededPaymentClinic {
  businessId: string;
  ownerId: string;
  practitionerIds: string[];
  /** The clinic's today (WIB), YYYY-MM-DD. */
  today: string;
  /** Two items of the clinic for the save target, with their prices. */
  items: { id: string; name: string; price: number }[];
  /** Patients a counter sale may name, in turn. */
  patientIds: string[];
  payments: number;
  /** Chains of a visit's payment and its correction: their correction rows and their visits. */
  visitChains: { paymentId: string; visitId: string }[];
  /** Counter sales (no visit) that take correction rows, one a call. */
  counterSaleIds: string[];
  /** Live patient packages of the list's patients (the detail's). */
  patientPackageIds: string[];
  /** A package and a visit of its patient, each pair used once (`packageUses` of them). */
  packageUses: { packageId: string; visitId: string }[];
}

const PATIENT_ID = (n: string) => `md5('bench-pay-patient-' || ${n})::uuid`;
const ITEM_ID = (n: string) => `md5('bench-pay-item-' || ${n})::uuid`;
const CATEGORY_ID = (n: string) => `md5('bench-pay-category-' || ${n})::uuid`;
const PACKAGE_ID = (n: string) => `md5('bench-pay-package-' || ${n})::uuid`;
const PAYMENT_ID = (n: string) => `md5('bench-pay-payment-' || ${n})::uuid`;
const pick = (param: string, label: string, n: string) =>
  `(${param}::text[])[1 + abs(hashtext('${label}' || ${n})) % array_length(${param}::text[], 1)]`;
/** An item's price: Rp10.000 to Rp500.000 in steps of Rp10.000 (whole percentages stay whole). */
const ITEM_PRICE = (n: string) => `(10000 * (1 + (${n}) % 50))::bigint`;
/** Lines of payment `p`: 1 to 6, 3.5 on average. */
const LINES = (p: string) => `(1 + abs(hashtext('pl' || ${p})) % 6)`;
const METHODS = `(array['CASH','QRIS','DEBIT','TRANSFER','CREDIT_CARD'])`;

/** Visits with a payment chain (the visit history's and chain read's), counter sales corrected. */
const VISIT_CHAINS = 200;
const COUNTER_SALES = 1000;
/** Patients holding the package use target's packages; live packages whose detail is read. */
const USE_PATIENTS = 200;
const DETAIL_PACKAGES = 200;

/** Rows per INSERT ... SELECT generate_series: progress shows, no statement runs for minutes. */
const CHUNK = 100_000;

/**
 * A third clinic for the cashier's targets (./targets/payments.ts): an owner and `practitioners`
 * doctors, its patients, `categories` categories of `items` items (the last category is the
 * pharmacy, FARMASI lines), `packages` packages, and about `paymentItems` payment items on `days`
 * days ending today, each clinic day's payments numbered in time order 08:00-19:00 WIB, 1 to 6
 * lines a payment, every method (card digits for cards), one line in ten with a 10 % discount, and
 * one payment in 20 a CORRECTION of the one before it. Plus `patientPackages` patient packages in
 * every state (live, exhausted, released; a third last seen more than a month ago) with their
 * PURCHASE, USE and RELEASE events. The payment tables' secondary indexes are dropped during the
 * insert and rebuilt from their own definitions after it (as the reservation clinic's).
 */
export async function seedPaymentClinic(
  client: pg.Client,
  sizes: PaymentSeedSizes,
  log: (message: string) => void,
): Promise<SeededPaymentClinic> {
  const { rows: typeRows } = await client.query<{ id: string }>(
    'select id from business_types order by sort_order, name limit 1',
  );
  const { rows: businessRows } = await client.query<{ id: string }>(
    `insert into businesses (name, address, business_type_id, published)
     values ('Klinik Bench Kasir', 'Jl. Gatot Subroto No. 12, Jakarta Selatan', $1, false)
     returning id`,
    [typeRows[0]!.id],
  );
  const businessId = businessRows[0]!.id;
  const { rows: userRows } = await client.query<{ id: string; role: string }>(
    `insert into users (business_id, first_name, email, password_hash, role, activated)
     select $1, case when n = 0 then 'Kasir Pemilik' else 'dr. Kasir ' || lpad(n::text, 2, '0') end,
            'pay-' || n || '@bench.praktik.test', 'no-sign-in: the bench mints tokens',
            case when n = 0 then 'ROLE_OWNER' else 'ROLE_DOCTOR' end, true
     from generate_series(0, $2::int) as n order by n
     returning id, role`,
    [businessId, sizes.practitioners],
  );
  const ownerId = userRows.find((row) => row.role === 'ROLE_OWNER')!.id;
  const practitionerIds = userRows.filter((row) => row.role !== 'ROLE_OWNER').map((row) => row.id);

  let started = Date.now();
  await client.query(
    `insert into patients (id, business_id, name, phone_number, date_of_birth, gender, address,
       identification_type, identification_number, medical_record_number)
     select ${PATIENT_ID('n')}, $1,
       case when n % 2 = 0 then ${pick('$2', 'pm', 'n')} else ${pick('$3', 'pf', 'n')} end
         || ' ' || ${pick('$4', 'pa', 'n')},
       '08' || lpad((abs(hashtext('pph' || n)) % 10000000000)::text, 10, '0'),
       date '1950-01-01' + abs(hashtext('pdob' || n)) % 25000,
       case when n % 2 = 0 then 'MALE' else 'FEMALE' end,
       'Jl. Kasir No. ' || n, 'KTP', '3172' || lpad(n::text, 12, '0'), 'RK-' || lpad(n::text, 6, '0')
     from generate_series(1, $5::int) as n`,
    [businessId, MALE_FIRST_NAMES, FEMALE_FIRST_NAMES, FAMILY_NAMES, sizes.patients],
  );
  await client.query(
    `insert into item_categories (id, business_id, name)
     select ${CATEGORY_ID('c')}, $1,
       case when c = $2::int - 1 then 'Farmasi' else 'Kategori ' || c end
     from generate_series(0, $2::int - 1) as c`,
    [businessId, sizes.categories],
  );
  await client.query(
    `insert into items (id, business_id, category_item_id, name, price)
     select ${ITEM_ID('i')}, $1, ${CATEGORY_ID(`i % $2::int`)}, 'Item ' || lpad(i::text, 3, '0'),
       ${ITEM_PRICE('i')}
     from generate_series(0, $3::int - 1) as i`,
    [businessId, sizes.categories, sizes.items],
  );
  await client.query(
    `insert into packages (id, business_id, name, price, number_of_visit)
     select ${PACKAGE_ID('k')}, $1, 'Paket ' || k, 500000 + 100000 * k, 4 + k % 5
     from generate_series(0, $2::int - 1) as k`,
    [businessId, sizes.packages],
  );
  await client.query(
    `insert into package_items (package_id, position, business_id, item_id)
     select ${PACKAGE_ID('k')}, 0, $1, ${ITEM_ID(`k % $2::int`)}
     from generate_series(0, $3::int - 1) as k`,
    [businessId, sizes.items, sizes.packages],
  );
  log(
    `  ${sizes.patients} patients, ${sizes.items} items, ${sizes.packages} packages of the payment clinic in ${seconds(started)} s`,
  );

  const { rows: todayRows } = await client.query<{ today: string }>(
    `select to_char((now() at time zone '${CLINIC_TIME_ZONE}')::date, 'YYYY-MM-DD') as today`,
  );
  const today = todayRows[0]!.today;
  // 3.5 lines a payment on average: as many payments a day as give the items asked.
  const perDay = Math.max(1, Math.round(sizes.paymentItems / 3.5 / sizes.days));
  const paymentCount = perDay * sizes.days;

  const tables = ['payments', 'payment_items', 'patient_packages', 'patient_package_events'];
  const { rows: indexRows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = any($1::text[])
       and indexname not in (select conname from pg_constraint)`,
    [tables],
  );
  for (const index of indexRows) await client.query(`drop index "${index.indexname}"`);
  // The rows name a clinic, patients, items and each other made here: no per-row key checks
  // where the role may skip them (a superuser).
  const skipsTriggers = await client
    .query(`set session_replication_role = replica`)
    .then(() => true)
    .catch(() => false);

  started = Date.now();
  // p: the payment's number; d: its day (0 = the first); its time within the day follows p.
  for (let from = 0; from < paymentCount; from += CHUNK) {
    const to = Math.min(from + CHUNK, paymentCount) - 1;
    await client.query(
      `insert into payments (id, business_id, receipt_number, kind, parent_payment_id, patient_id,
         practitioner_id, payment_method, card_last4, user_name, total_amount,
         total_amount_correction, paid_at, payment_date, created_by, updated_by)
       select ${PAYMENT_ID('p')}, $1,
         'INV-' || to_char(day, 'YYYYMMDD') || '-' || lpad((1 + p % $4::int)::text, 4, '0'),
         case when p % 20 = 19 then 'CORRECTION' else 'PAYMENT' end,
         case when p % 20 = 19 then ${PAYMENT_ID('p - 1')} end,
         ${PATIENT_ID(`1 + abs(hashtext('pp' || p)) % $5::int`)},
         ($2::uuid[])[1 + p % array_length($2::uuid[], 1)],
         method, case when method in ('CREDIT_CARD', 'DEBIT') then lpad((p % 10000)::text, 4, '0') end,
         'Pasien ' || p, 0, 0,
         (day + time '08:00' + (p % $4::int) * (interval '11 hours' / $4::int)) at time zone '${CLINIC_TIME_ZONE}',
         day, $3, $3
       from (
         select p, $6::date - $7::int + 1 + p / $4::int as day,
           ${METHODS}[1 + abs(hashtext('pm' || p)) % 5] as method
         from generate_series($8::int, $9::int) as p
       ) as numbered`,
      [businessId, practitionerIds, ownerId, perDay, sizes.patients, today, sizes.days, from, to],
    );
    // Each payment's lines: item i of the line, quantity 1-3, one in ten 10 % off.
    await client.query(
      `insert into payment_items (business_id, payment_id, position, type, item_id, item_name,
         item_name_original, category_item_id, category_name, quantity, amount, list_price,
         type_discount, discount, discount_amount, line_total, paid_at, payment_method,
         practitioner_id)
       select $1, pay.id, l, case when pay.kind = 'CORRECTION' then 'CORRECTION'
           when i % $2::int = $2::int - 1 then 'FARMASI' else 'CONSULTATION' end,
         ${ITEM_ID('i')}, 'Item ' || lpad(i::text, 3, '0'), 'Item ' || lpad(i::text, 3, '0'),
         ${CATEGORY_ID(`i % $2::int`)},
         case when i % $2::int = $2::int - 1 then 'Farmasi' else 'Kategori ' || (i % $2::int) end,
         q, ${ITEM_PRICE('i')}, ${ITEM_PRICE('i')},
         case when off then 'PERCENTAGE' end, case when off then 10 end,
         case when off then q * ${ITEM_PRICE('i')} / 10 else 0 end,
         q * ${ITEM_PRICE('i')} - case when off then q * ${ITEM_PRICE('i')} / 10 else 0 end,
         pay.paid_at, pay.payment_method, pay.practitioner_id
       from generate_series($4::int, $5::int) as p
       cross join lateral generate_series(0, ${LINES('p')} - 1) as l
       cross join lateral (
         select abs(hashtext('pi' || p || '-' || l)) % $3::int as i,
           1 + abs(hashtext('pq' || p || '-' || l)) % 3 as q,
           abs(hashtext('pd' || p || '-' || l)) % 10 = 0 as off
       ) as line
       join payments as pay on pay.id = ${PAYMENT_ID('p')}`,
      [businessId, sizes.categories, sizes.items, from, to],
    );
    log(`  payments ${to + 1} of ${paymentCount} (${seconds(started)} s)`);
  }
  // A visit for every 20th payment chain (p = 20j + 18 and its correction 20j + 19), so the
  // visit's payment history and the chain read have a visit's chain of two rows to answer.
  const visitChainCount = Math.min(VISIT_CHAINS, Math.floor(paymentCount / 20));
  const chain = `select j, pay.id as root_id, pay.patient_id, pay.practitioner_id,
      pay.payment_date, pay.paid_at, md5('bench-pay-visit-' || j)::uuid as visit_id
    from generate_series(0, $2::int - 1) as j
    join payments as pay on pay.id = ${PAYMENT_ID('20 * j + 18')}`;
  await client.query(
    `insert into visits (id, business_id, patient_id, practitioner_id, status, visit_date,
       sequence_number, started_at, ended_at, created_at, updated_at)
     select visit_id, $1, patient_id, practitioner_id, 'DONE', payment_date, 1000 + j,
       paid_at - interval '30 minutes', paid_at, paid_at, paid_at
     from (${chain}) as chain`,
    [businessId, visitChainCount],
  );
  await client.query(
    `update payments as pay set visit_id = chain.visit_id from (${chain}) as chain
     where pay.business_id = $1
       and pay.id in (chain.root_id, ${PAYMENT_ID('20 * chain.j + 19')})`,
    [businessId, visitChainCount],
  );
  const { rows: chainRows } = await client.query<{ payment_id: string; visit_id: string }>(
    `select ${PAYMENT_ID('20 * j + 19')} as payment_id, md5('bench-pay-visit-' || j)::uuid as visit_id
     from generate_series(0, $1::int - 1) as j order by j`,
    [visitChainCount],
  );
  // The payment's totals are its lines' (what insertPayment writes from the domain's).
  await client.query(
    `update payments as pay set
       total_amount = case when pay.kind = 'PAYMENT' then sums.total else 0 end,
       total_amount_correction = case when pay.kind = 'CORRECTION' then sums.total else 0 end
     from (select payment_id, sum(line_total) as total from payment_items
           where business_id = $1 group by payment_id) as sums
     where pay.id = sums.payment_id`,
    [businessId],
  );
  // The history's hours (migration 0012): its triggers did not run (or ran before the totals).
  started = Date.now();
  await client.query('select payment_history_hours_rebuild($1)', [businessId]);
  log(`  payment history hours rebuilt in ${seconds(started)} s`);
  const { rows: countRows } = await client.query<{ n: string }>(
    'select count(*) as n from payment_items where business_id = $1',
    [businessId],
  );
  log(`  ${countRows[0]!.n} payment items in ${seconds(started)} s`);

  started = Date.now();
  // n % 10: 0-5 live, 6-7 exhausted, 8-9 released; a third last seen over a month ago. The
  // patient's name is written here: the trigger that sets it is skipped with the others.
  await client.query(
    `insert into patient_packages (id, business_id, patient_id, patient_name, package_id,
       package_name, number_of_visit, remaining_visits, price, subtotal, purchase_date,
       last_reservation_date, released_at, released_by, created_by, updated_by)
     select md5('bench-pay-pp-' || n)::uuid, $1, held.patient_id,
       (select name from patients where id = held.patient_id),
       ${PACKAGE_ID('k')}, 'Paket ' || k, visits,
       case when n % 10 between 6 and 7 then 0 else 1 + used % visits end,
       500000 + 100000 * k, 500000 + 100000 * k, last - visits - (abs(hashtext('ppd' || n)) % 200),
       last, case when n % 10 >= 8 then last + time '12:00' end, case when n % 10 >= 8 then $2::uuid end,
       $2, $2
     from (
       select n, ${PATIENT_ID(`1 + abs(hashtext('ppp' || n)) % $3::int`)} as patient_id,
         n % $4::int as k, 4 + (n % $4::int) % 5 as visits,
         abs(hashtext('ppu' || n)) as used,
         $5::date - case when n % 3 = 0 then 31 + abs(hashtext('ppl' || n)) % 300
                         else abs(hashtext('ppl' || n)) % 30 end as last
       from generate_series(1, $6::int) as n
     ) as held`,
    [businessId, ownerId, sizes.patients, sizes.packages, today, sizes.patientPackages],
  );
  // Their history: the purchase, each visit used (on days up to the last one), the release.
  await client.query(
    `insert into patient_package_events (business_id, patient_package_id, patient_id, action,
       event_date, remaining_visits, created_by, updated_by)
     select pp.business_id, pp.id, pp.patient_id, e.action, e.day, e.remaining, $2, $2
     from patient_packages as pp
     cross join lateral (
       select 'PURCHASE' as action, pp.purchase_date as day, pp.number_of_visit as remaining
       union all
       select 'USE', pp.last_reservation_date - (pp.number_of_visit - pp.remaining_visits - u),
         pp.number_of_visit - u
       from generate_series(1, pp.number_of_visit - pp.remaining_visits) as u
       union all
       select 'RELEASE', pp.released_at::date, pp.remaining_visits where pp.released_at is not null
     ) as e
     where pp.business_id = $1`,
    [businessId, ownerId],
  );
  // The package use target's pairs: one live package of many visits for each of the first
  // patients, and as many WAITING_PAYMENT visits today as uses, spread over those patients in
  // turn (consecutive uses lock different rows, as different cashiers' would).
  const usePatients = Math.min(USE_PATIENTS, sizes.patients);
  await client.query(
    `insert into patient_packages (id, business_id, patient_id, patient_name, package_id,
       package_name, number_of_visit, remaining_visits, price, subtotal, purchase_date,
       last_reservation_date, created_by, updated_by)
     select md5('bench-pay-use-pp-' || n)::uuid, $1, ${PATIENT_ID('n')},
       (select name from patients where id = ${PATIENT_ID('n')}), ${PACKAGE_ID('0')}, 'Paket 0',
       $4::int, $4::int, 500000, 500000, $3::date - 30, $3::date - 30, $2, $2
     from generate_series(1, $5::int) as n`,
    [businessId, ownerId, today, sizes.packageUses + 1, usePatients],
  );
  await client.query(
    `insert into visits (id, business_id, patient_id, practitioner_id, status, visit_date,
       sequence_number, started_at, created_at, updated_at)
     select md5('bench-pay-use-visit-' || u)::uuid, $1, ${PATIENT_ID('1 + u % $4::int')},
       ($2::uuid[])[1 + u % array_length($2::uuid[], 1)], 'WAITING_PAYMENT', $3::date,
       100000 + u, now(), now(), now()
     from generate_series(0, $5::int - 1) as u`,
    [businessId, practitionerIds, today, usePatients, sizes.packageUses],
  );
  // The follow-up list's copy of the live packages' names, which a trigger keeps where triggers
  // run (then nothing is left to insert here).
  await client.query(
    `insert into patient_package_live_names (patient_package_id, business_id, name_lower,
       last_reservation_date)
     select id, business_id, lower(patient_name), last_reservation_date from patient_packages
     where business_id = $1 and released_at is null and remaining_visits > 0
     on conflict (patient_package_id) do nothing`,
    [businessId],
  );
  log(`  ${sizes.patientPackages} patient packages and their events in ${seconds(started)} s`);

  if (skipsTriggers) await client.query(`set session_replication_role = default`);
  started = Date.now();
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexRows) await client.query(index.indexdef);
  log(`  ${indexRows.length} payment and package indexes rebuilt in ${seconds(started)} s`);
  // The receipt counter saves continue from.
  await client.query(
    `insert into payment_sequences (business_id, payment_date, last_number)
     select business_id, payment_date, count(*) from payments where business_id = $1
     group by business_id, payment_date`,
    [businessId],
  );

  const { rows: itemRows } = await client.query<{ id: string; name: string; price: string }>(
    `select id, name, price from items where business_id = $1 order by name limit 2`,
    [businessId],
  );
  const { rows: patientRows } = await client.query<{ id: string }>(
    `select id from patients where business_id = $1 order by medical_record_number limit 200`,
    [businessId],
  );
  const { rows: counterSaleRows } = await client.query<{ id: string }>(
    `select ${PAYMENT_ID('20 * j + 5')} as id from generate_series(0, $1::int - 1) as j`,
    [Math.min(COUNTER_SALES, Math.floor(paymentCount / 20))],
  );
  const { rows: packageRows } = await client.query<{ id: string }>(
    `select patient_package_id as id from patient_package_live_names where business_id = $1
     order by patient_package_id limit $2`,
    [businessId, DETAIL_PACKAGES],
  );
  const { rows: useRows } = await client.query<{ package_id: string; visit_id: string }>(
    `select md5('bench-pay-use-pp-' || (1 + u % $1::int))::uuid as package_id,
       md5('bench-pay-use-visit-' || u)::uuid as visit_id
     from generate_series(0, $2::int - 1) as u order by u`,
    [usePatients, sizes.packageUses],
  );
  return {
    businessId,
    ownerId,
    practitionerIds,
    today,
    items: itemRows.map((row) => ({ id: row.id, name: row.name, price: Number(row.price) })),
    patientIds: patientRows.map((row) => row.id),
    payments: paymentCount,
    visitChains: chainRows.map((row) => ({ paymentId: row.payment_id, visitId: row.visit_id })),
    counterSaleIds: counterSaleRows.map((row) => row.id),
    patientPackageIds: packageRows.map((row) => row.id),
    packageUses: useRows.map((row) => ({ packageId: row.package_id, visitId: row.visit_id })),
  };
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
