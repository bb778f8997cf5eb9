// The report's short form: each route beside its driver twin, the share of the twin's throughput
// against the bar, and the database statements a call of each. The bench reports and does not
// gate: a share below the bar is marked, never a failure.

/**
 * The middle throughput of a target's rounds at full load (the lower middle of an even count):
 * one round that the machine's other work slowed, or sped by leaving it alone, moves it not.
 */
export function medianRps(rounds: readonly { rps: number }[]): number {
  const sorted = rounds.map((run) => run.rps).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** What the summary reads of a result (./measure.ts's entry for a target with a twin). */
export interface TwinResult {
  name: string;
  rps?: number;
  rpsShareOfDriverTwin?: number | null;
  roundTrips?: { statementsPerCall: number };
  driverTwin?: { rps: number; roundTrips?: { statementsPerCall: number } };
}

export interface ShareLine {
  name: string;
  rps: number;
  driverTwinRps: number;
  /** Route rps over twin rps; null when the twin failed calls (it measured nothing). */
  share: number | null;
  bar: number;
  belowBar: boolean;
  statementsPerCall: number | null;
  driverTwinStatementsPerCall: number | null;
}

/** The targets that ran beside a twin, in the report's order. */
export function shareLines(results: readonly TwinResult[], bar: number): ShareLine[] {
  return results.flatMap((result) =>
    result.driverTwin && result.rps !== undefined
      ? [
          {
            name: result.name,
            rps: result.rps,
            driverTwinRps: result.driverTwin.rps,
            share: result.rpsShareOfDriverTwin ?? null,
            bar,
            // No share (a failing twin) is not a pass either.
            belowBar: (result.rpsShareOfDriverTwin ?? 0) < bar,
            statementsPerCall: result.roundTrips?.statementsPerCall ?? null,
            driverTwinStatementsPerCall: result.driverTwin.roundTrips?.statementsPerCall ?? null,
          },
        ]
      : [],
  );
}

/** `0.71`, or the mark of a share below the bar or missing. */
export function shareMark(line: Pick<ShareLine, 'share' | 'bar' | 'belowBar'>): string {
  if (line.share === null) return `no share (the twin failed calls) < ${line.bar}`;
  const share = line.share.toFixed(2);
  return line.belowBar ? `${share} BELOW ${line.bar}` : share;
}

const statements = (count: number | null) => (count === null ? '-' : String(count));

/** The summary as a table for the progress stream (the JSON report carries the same lines). */
export function formatShareTable(lines: readonly ShareLine[]): string {
  const rows = [
    ['target', 'rps', 'twin rps', 'share of twin', 'statements a call (twin)'],
    ...lines.map((line) => [
      line.name,
      line.rps.toFixed(1),
      line.driverTwinRps.toFixed(1),
      shareMark(line),
      `${statements(line.statementsPerCall)} (${statements(line.driverTwinStatementsPerCall)})`,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
