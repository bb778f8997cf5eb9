import { z } from 'zod';
import {
  reservationEventSchema,
  type ReservationEvent,
} from '@praktik/domain/reservations/reservation-event.schema';

/** The trigger's payload on `reservation_changes` (migration 0005): the event plus its clinic. */
const changePayloadSchema = reservationEventSchema.extend({ businessId: z.uuid() });

/** One open event stream: whose clinic, and the one practitioner it is limited to (or none). */
export interface ReservationSubscriber {
  businessId: string;
  /** Doctors and beauticians hear only of their own rows; null for everyone else. */
  practitionerId: string | null;
  send(event: ReservationEvent): void;
  /** Changes may have been missed (the listener lost its connection): read everything again. */
  resync(): void;
}

export interface ReservationChangeHub {
  /** A raw notification payload from the database; anything unreadable is dropped. */
  publish(payload: string): void;
  resyncAll(): void;
  subscribe(subscriber: ReservationSubscriber): () => void;
  readonly size: number;
}

/**
 * Fans the process's one LISTEN out to its open streams, each getting only what its caller may
 * see: the clinic from the caller's token, and for practitioners their own rows only.
 */
export function createReservationChangeHub(): ReservationChangeHub {
  // By clinic: every instance hears every clinic's changes, so a change costs the streams of its
  // own clinic, not all the instance holds (docs/operations.md, "Capacity").
  const byClinic = new Map<string, Set<ReservationSubscriber>>();
  let size = 0;
  return {
    publish(payload) {
      let change: z.infer<typeof changePayloadSchema>;
      try {
        change = changePayloadSchema.parse(JSON.parse(payload));
      } catch {
        return;
      }
      const { businessId, ...event } = change;
      for (const subscriber of byClinic.get(businessId) ?? []) {
        if (subscriber.practitionerId && subscriber.practitionerId !== event.practitionerId) {
          continue;
        }
        subscriber.send(event);
      }
    },
    resyncAll() {
      for (const clinic of byClinic.values()) {
        for (const subscriber of clinic) subscriber.resync();
      }
    },
    subscribe(subscriber) {
      const clinic = byClinic.get(subscriber.businessId) ?? new Set<ReservationSubscriber>();
      byClinic.set(subscriber.businessId, clinic);
      if (!clinic.has(subscriber)) size += 1;
      clinic.add(subscriber);
      return () => {
        if (!clinic.delete(subscriber)) return;
        size -= 1;
        if (clinic.size === 0 && byClinic.get(subscriber.businessId) === clinic) {
          byClinic.delete(subscriber.businessId);
        }
      };
    },
    get size() {
      return size;
    },
  };
}
