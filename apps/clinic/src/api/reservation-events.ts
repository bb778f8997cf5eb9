import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { createParser } from 'eventsource-parser';
import {
  RESERVATION_EVENT,
  RESERVATION_RESYNC_EVENT,
} from '@praktik/domain/reservations/reservation-event.schema';
import { readStoredLocale } from '../intl/locale';
import { getSession } from '../session/session';
import { API_BASE, refreshSession } from './fetcher';
import { keyFilters } from './keys';

/*
 * The live timetable: GET /api2/reservation/v1/events, `text/event-stream` with
 * `event: reservation` and `data: { date, practitionerId, reservationId, status }` for every change
 * in the caller's clinic (docs/api.md, "Reservations";
 * docs/decisions/0014-live-timetable-listen-notify.md). Read with fetch because EventSource cannot
 * send the bearer header; the stream's text is parsed by eventsource-parser.
 */

const EVENTS_PATH = '/api2/reservation/v1/events';

/** One change announced on the stream (no patient data: the timetable is read again). */
export interface ReservationChange {
  date: string;
  practitionerId: string;
  reservationId: string;
  status: string;
}

/** The first retry after a drop, and the longest wait between retries. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** The wait before reconnecting after `failures` failed attempts in a row: 1 s, 2 s, 4 s … 30 s. */
export function reconnectDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures));
}

/** The change an event's data announces, or null when it is not one (a newer server's extra). */
export function reservationChangeOf(data: string): ReservationChange | null {
  try {
    const value: unknown = JSON.parse(data);
    if (!value || typeof value !== 'object') return null;
    const change = value as Partial<ReservationChange>;
    return typeof change.date === 'string' ? (change as ReservationChange) : null;
  } catch {
    return null;
  }
}

type StreamEnd = 'ended' | 'signed-out';

/**
 * Reads the stream until it ends (the server ends it when the token expires) or `signal` aborts.
 * `onOpen` runs once the server has accepted the stream; `onResync` when the server says changes
 * may have been missed. A 401 refreshes the session once (the
 * shared refresh of fetcher.ts); without a session it answers 'signed-out'. Throws on a failed
 * connection, so the caller waits and tries again.
 */
async function readStream(
  onOpen: () => void,
  onChange: (change: ReservationChange) => void,
  onResync: () => void,
  signal: AbortSignal,
): Promise<StreamEnd> {
  const token = getSession()?.idToken;
  if (!token) return 'signed-out';
  const res = await fetch(`${API_BASE}${EVENTS_PATH}`, {
    headers: {
      Accept: 'text/event-stream',
      'Accept-Language': readStoredLocale(),
      Authorization: `Bearer ${token}`,
    },
    signal,
  });
  if (res.status === 401) return (await refreshSession()) ? 'ended' : 'signed-out';
  if (!res.ok || !res.body) throw new Error(`events: HTTP ${res.status}`);
  onOpen();
  const parser = createParser({
    onEvent(event) {
      if (event.event === RESERVATION_RESYNC_EVENT) {
        onResync();
      } else if (event.event === RESERVATION_EVENT) {
        const change = reservationChangeOf(event.data);
        if (change) onChange(change);
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return 'ended';
    parser.feed(value);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps the open timetable live while the page is mounted: each change reads its date's
 * timetable (and the slot lists) again; a dropped stream reconnects with backoff, and on each
 * opening (or on the server's `resync`) every timetable is read again, since changes may have
 * been missed before it.
 */
export function useReservationEvents(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let failures = 0;
    const readAllAgain = () => {
      void mutate(keyFilters.timetables);
      void mutate(keyFilters.reservationSlots);
    };
    // Every opening reads the timetables again, the first one too: the page read its day before
    // the stream was open, and a booking made in between would otherwise stay unseen until the
    // next change of that day.
    const onOpen = () => {
      failures = 0;
      readAllAgain();
    };
    const onChange = (change: ReservationChange) => {
      void mutate(keyFilters.timetableOf(change.date));
      void mutate(keyFilters.reservationSlots);
    };
    void (async () => {
      while (!signal.aborted) {
        try {
          if ((await readStream(onOpen, onChange, readAllAgain, signal)) === 'signed-out') return;
          // The server ended the stream (its token expired): connect again after the first
          // delay, so a server that keeps closing at once is not called in a tight loop.
          await wait(reconnectDelay(0), signal);
        } catch {
          if (signal.aborted) return;
          await wait(reconnectDelay(failures), signal);
          failures += 1;
        }
      }
    })();
    return () => controller.abort();
  }, [mutate]);
}
