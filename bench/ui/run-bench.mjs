// pnpm bench:ui: renders TimetableGrid and react-big-calendar's resource day view with the same
// 30 doctors and 600 reservations in Chromium, and prints the medians as JSON. Expects `vite
// build` to have run (the package's `bench` script does both). The settled first render (until
// the paint of the last frame of follow-up work, not only the first commit) is measured the same
// way in both views: src/settle.ts says how; README.md has the figures.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = fileURLToPath(new URL('.', import.meta.url));
// Chromium leaves crash-report folders in the home directory otherwise: keep them in a temporary one.
process.env.XDG_CONFIG_HOME ??= mkdtempSync(join(tmpdir(), 'bench-ui-'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;
const ratioOf = (ours, theirs) => Math.round((ours / theirs) * 100) / 100;

const server = await preview({
  root,
  logLevel: 'silent',
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const address = server.httpServer.address();
const base = `http://127.0.0.1:${address.port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});

async function runOnce(view) {
  // A fresh page (and context) per run: nothing cached in memory from the run before.
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}?view=${view}`, { waitUntil: 'load' });
  // Resolves once the view has settled (react-big-calendar measures and scrolls after mounting).
  const mounted = await page.evaluate(() => window.bench.mount());
  const counts = await page.evaluate(() => window.bench.counts());
  const selection = await page.evaluate(() =>
    Promise.race([
      window.bench.select(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no slot selection')), 5000)),
    ]),
  );
  await context.close();
  if (errors.length > 0) throw new Error(`${view}: ${errors.join('; ')}`);
  return {
    firstRender: mounted.paint,
    firstCommit: mounted.commit,
    settledRender: mounted.settled,
    selection: selection.ms,
    picked: selection.picked,
    counts,
  };
}

const browserVersion = browser.version();
const views = { timetableGrid: 'timetable', reactBigCalendar: 'rbc' };
const results = { timetableGrid: [], reactBigCalendar: [] };
try {
  // A warm-up of each (JIT, font and disk caches), then the runs interleaved.
  await runOnce('timetable');
  await runOnce('rbc');
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, view] of Object.entries(views)) results[name].push(await runOnce(view));
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const summary = (runs) => ({
  firstRenderMs: {
    median: round(median(runs.map((r) => r.firstRender))),
    runs: runs.map((r) => round(r.firstRender)),
  },
  // Of which React's first commit (the rest is style, layout and paint of the first frame).
  firstCommitMs: { median: round(median(runs.map((r) => r.firstCommit))) },
  // Until the paint of the last frame of the mount's follow-up work (src/settle.ts).
  settledRenderMs: {
    median: round(median(runs.map((r) => r.settledRender))),
    runs: runs.map((r) => round(r.settledRender)),
  },
  slotSelectionMs: {
    median: round(median(runs.map((r) => r.selection))),
    runs: runs.map((r) => round(r.selection)),
  },
  drawn: runs[0]?.counts,
  picked: runs[0]?.picked,
});
const timetableGrid = summary(results.timetableGrid);
const reactBigCalendar = summary(results.reactBigCalendar);
const ratio = {
  firstRender: ratioOf(timetableGrid.firstRenderMs.median, reactBigCalendar.firstRenderMs.median),
  firstCommit: ratioOf(timetableGrid.firstCommitMs.median, reactBigCalendar.firstCommitMs.median),
  settledRender: ratioOf(
    timetableGrid.settledRenderMs.median,
    reactBigCalendar.settledRenderMs.median,
  ),
  slotSelection: ratioOf(
    timetableGrid.slotSelectionMs.median,
    reactBigCalendar.slotSelectionMs.median,
  ),
};

console.log(
  JSON.stringify(
    {
      benchmark: 'TimetableGrid vs react-big-calendar resource day view (views: [day], step 60)',
      data: { doctors: 30, reservations: 600 },
      browser: `Chromium ${browserVersion}`,
      runsPerView: RUNS,
      timetableGrid,
      reactBigCalendar,
      ratio,
      // The machine's load while the runs went (1, 5 and 15 minutes): the figures mean little
      // when other work shared the cores.
      loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
      target: 'ratio <= 0.5 (first render, slot selection); settled render <= 0.4',
      meetsTarget: {
        firstRender: ratio.firstRender <= 0.5,
        slotSelection: ratio.slotSelection <= 0.5,
        settledRender: ratio.settledRender <= 0.4,
      },
    },
    null,
    2,
  ),
);
