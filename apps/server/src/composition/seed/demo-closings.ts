import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { cashDifference, closingFigures } from '@praktik/domain/payments/cash-closing';
import type { OpenPaymentRow } from '../../modules/cash-closings/cash-closings.repository';
import type { Repositories } from '../repositories';
import { seededRandom } from './demo-visits';

const HOUR_MS = 3_600_000;
/** The demo's cashiers close at six in the evening, the clinic's time. */
const CLOSING_HOUR = 18;

/** When the demo's cashier closed a day (YYYY-MM-DD), and when the clinic's next day starts. */
function dayBounds(day: string, offsetHours: number) {
  const start = Date.parse(`${day}T00:00:00.000Z`) - offsetHours * HOUR_MS;
  return {
    closedAt: new Date(start + CLOSING_HOUR * HOUR_MS),
    nextDayStarts: new Date(start + 24 * HOUR_MS),
  };
}

/**
 * The demo's past days closed, as a clinic that uses Tutup Kasir would have them: each cashier
 * closed every earlier day they took money on, mostly even, now and then a few thousand rupiah
 * short or over. Today stays open, so a visitor closes it. Without this the demo cashier's first
 * closing would take two years of payments.
 */
export async function seedDemoClosings(
  tx: Repositories,
  clinic: { businessId: string; cashierIds: readonly string[]; now: Date; offsetHours?: number },
): Promise<number> {
  const { businessId, now, offsetHours = DEFAULT_UTC_OFFSET_HOURS } = clinic;
  const random = seededRandom(20_261_204);
  const today = localDateAt(now.toISOString(), offsetHours);
  let closings = 0;
  for (const cashierId of clinic.cashierIds) {
    const byDay = new Map<string, OpenPaymentRow[]>();
    for (const row of await tx.cashClosings.openPayments(businessId, cashierId)) {
      const day = localDateAt(row.paidAt.toISOString(), offsetHours);
      if (day < today) byDay.set(day, [...(byDay.get(day) ?? []), row]);
    }
    for (const [day, rows] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
      const { closedAt, nextDayStarts } = dayBounds(day, offsetHours);
      const figures = closingFigures(rows);
      const off = random() < 0.1 ? Math.round((random() - 0.5) * 20) * 1_000 : 0;
      const countedCash = Math.max(0, figures.expectedCash + off);
      const closingId = await tx.cashClosings.insertClosing({
        businessId,
        cashierId,
        businessDay: day,
        closedAt,
        countedCash,
        note: null,
      });
      await tx.cashClosings.takeOpenPayments(businessId, cashierId, closingId, nextDayStarts);
      await tx.cashClosings.writeFigures(
        closingId,
        figures,
        cashDifference(countedCash, figures.expectedCash),
        rangeOf(rows),
      );
      closings += 1;
    }
  }
  return closings;
}

function rangeOf(rows: readonly { paidAt: Date }[]) {
  const times = rows.map((row) => row.paidAt.getTime());
  return times.length === 0
    ? { firstPaidAt: null, lastPaidAt: null }
    : { firstPaidAt: new Date(Math.min(...times)), lastPaidAt: new Date(Math.max(...times)) };
}
