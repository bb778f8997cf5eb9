// The timetable's statements on a kept bench database, one connection, one call after the other:
// the wall time of each, the Node CPU pg spends sending it and parsing its rows, and the
// PostgreSQL backend's CPU (read from /proc/<pid>/stat: the server must run on this Linux host).
// `DATABASE_URL=<the kept database> npx tsx src/statement-cost.ts` (bench/api/README.md,
// "Where the uncached day's time goes"); STATEMENT_COST_CALLS (default 200) calls per statement.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const CALLS = Number(process.env.STATEMENT_COST_CALLS ?? 200);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the kept bench database (BENCH_KEEP_DATABASE)');

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: setup } = await client.query<{ pid: number; business: string; today: string }>(
  `select pg_backend_pid() as pid,
     (select id from businesses where name = 'Klinik Bench Reservasi') as business,
     to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as today`,
);
const { pid, business, today } = setup[0]!;

/** The backend's user and system CPU so far, in ms (USER_HZ is 100 on Linux). */
function backendCpuMs(): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ofTheDay = `from reservations where business_id = $1 and reservation_date = $2 and status <> 'CANCELLED'`;
const statements: Record<string, string> = {
  // The route's two statements (reservations.repository.ts), as it prepares them.
  'the day’s reservations': `select id, practitioner_id, start_time, end_time, patient_id, user_name,
     sequence_number, status, no_show_at is not null, source ${ofTheDay} order by start_time, id`,
  'the practitioners with their weeks': `select u.id, u.first_name, u.role, ps.duration_visit,
     ps.weekend_mode, ps.days from users u
     left join practitioner_schedules ps on ps.user_id = u.id and ps.business_id = u.business_id
     where u.business_id = $1 and $2::date is not null
       and u.role in ('ROLE_DOCTOR', 'ROLE_BEAUTICIAN') and u.deactivated_at is null
     order by lower(u.first_name), u.id`,
  // Tried instead: the day's reservations as the answer's JSON text, built by PostgreSQL.
  'the day as JSON text per practitioner': `select practitioner_id, json_agg(json_build_object(
       'id', id, 'availability_start', start_time, 'availability_end', end_time,
       'patientId', patient_id, 'name', user_name, 'noSequence', sequence_number,
       'status', status, 'noShow', no_show_at is not null, 'source', source)
     order by start_time, id)::text ${ofTheDay} group by practitioner_id`,
  'select 1 (the floor)': `select $1::uuid is not null and $2::date is not null`,
};

for (const [index, [label, text]] of Object.entries(statements).entries()) {
  // Rows as arrays, as the route's prepared statements read them (Drizzle's prepareQuery).
  const query = {
    name: `statement_cost_${index}`,
    text,
    values: [business, today],
    rowMode: 'array' as const,
  };
  for (let call = 0; call < 20; call++) await client.query(query);
  const walls: number[] = [];
  const node = process.cpuUsage();
  const backend = backendCpuMs();
  let bytes = 0;
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now();
    const result = await client.query(query);
    walls.push(performance.now() - started);
    if (call === 0) bytes = JSON.stringify(result.rows).length;
  }
  const nodeUsed = process.cpuUsage(node);
  walls.sort((a, b) => a - b);
  console.log(
    `${label}: wall p50 ${walls[walls.length >> 1]!.toFixed(2)} ms, Node CPU ${((nodeUsed.user + nodeUsed.system) / 1000 / CALLS).toFixed(2)} ms, backend CPU ${((backendCpuMs() - backend) / CALLS).toFixed(2)} ms a call (~${bytes} bytes as JSON)`,
  );
}
await client.end();
