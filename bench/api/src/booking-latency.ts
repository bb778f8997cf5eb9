// The time from a booking's answer to its appearance on another open timetable. One
// client holds GET /reservation/v1/events open, as a second timetable does; another books one
// reservation after another through save-reservation. For each booking: from its 201 to the
// `reservation` event naming it, and to the answer of the get-reservation-data refetch that
// event starts (what the screen then shows), which must contain the reservation.
import { RESERVATION_EVENT } from '../../../packages/domain/src/reservations/reservation-event.schema';

export interface Booking {
  doctorId: string;
  date: string;
  time: string;
}

export interface BookingLatencyFigures {
  bookings: number;
  /** From the 201's arrival to the event's; 0 when the event came first (counted apart). */
  toEvent: Percentiles;
  eventsBeforeAnswer: number;
  /** From the 201's arrival to a refetched timetable of the day that contains the booking. */
  toRefetchedTimetable: Percentiles;
  bookingAnswer: Percentiles;
  targetP99Ms: number;
  meetsTarget: boolean;
}

export interface Percentiles {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** Reads an event stream's `event:`/`data:` blocks and hands each `reservation` event's data on. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onReservation: (data: { reservationId: string }) => void,
) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const event = lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim();
      const data = lines
        .find((line) => line.startsWith('data:'))
        ?.slice(5)
        .trim();
      if (event === RESERVATION_EVENT && data) {
        onReservation(JSON.parse(data) as { reservationId: string });
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Books `bookings` one after the other with `bookingBody(booking)` and measures when each
 * reaches the event stream and the refetched timetable. Throws if a booking is refused or an
 * event does not arrive within 10 s.
 */
export async function measureBookingToTimetable(options: {
  base: string;
  token: string;
  bookings: Booking[];
  bookingBody: (booking: Booking) => unknown;
  targetP99Ms: number;
}): Promise<BookingLatencyFigures> {
  const { base, token, bookings } = options;
  const headers = { authorization: `Bearer ${token}` };
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const stream = new AbortController();
  const events = await fetch(`${base}/api2/reservation/v1/events`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: stream.signal,
  });
  if (!events.ok || !events.body) throw new Error(`events: ${events.status}`);
  const reading = readEvents(events.body, ({ reservationId }) => {
    if (!arrivals.has(reservationId)) arrivals.set(reservationId, performance.now());
    waiting.get(reservationId)?.();
  }).catch((error: unknown) => {
    if (!stream.signal.aborted) throw error;
  });

  const toEvent: number[] = [];
  const toTimetable: number[] = [];
  const answers: number[] = [];
  let eventsBeforeAnswer = 0;
  try {
    for (const booking of bookings) {
      const sent = performance.now();
      const response = await fetch(`${base}/api2/reservation/v1/save-reservation`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(options.bookingBody(booking)),
      });
      const answered = performance.now();
      const text = await response.text();
      if (response.status !== 201) throw new Error(`booking ${response.status}: ${text}`);
      answers.push(answered - sent);
      const { id } = (JSON.parse(text) as { data: { id: string } }).data;
      if (!arrivals.has(id)) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no event for ${id} in 10 s`)), 10_000);
          waiting.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiting.delete(id);
      }
      const arrived = arrivals.get(id)!;
      if (arrived < answered) eventsBeforeAnswer += 1;
      toEvent.push(Math.max(0, arrived - answered));
      // What the other timetable does on the event: read its day again (SWR revalidation).
      const timetable = await fetch(
        `${base}/api2/reservation/v1/get-reservation-data?reservation_date=${booking.date}`,
        { headers },
      );
      const rows = (await timetable.json()) as { data: { reservations: { id: string }[] }[] };
      const shown = performance.now();
      if (!rows.data.some((row) => row.reservations.some((r) => r.id === id))) {
        throw new Error(`the refetched timetable lacks ${id}`);
      }
      toTimetable.push(shown - answered);
    }
  } finally {
    stream.abort();
    await reading;
  }
  const figures = {
    bookings: bookings.length,
    toEvent: percentiles(toEvent),
    eventsBeforeAnswer,
    toRefetchedTimetable: percentiles(toTimetable),
    bookingAnswer: percentiles(answers),
    targetP99Ms: options.targetP99Ms,
  };
  return {
    ...figures,
    meetsTarget: figures.toRefetchedTimetable.p99Ms < options.targetP99Ms,
  };
}
