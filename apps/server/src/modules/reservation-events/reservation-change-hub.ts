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
  const subscribers = new Set<ReservationSubscriber>();
  return {
    publish(payload) {
      let change: z.infer<typeof changePayloadSchema>;
      try {
        change = changePayloadSchema.parse(JSON.parse(payload));
      } catch {
        return;
      }
      const { businessId, ...event } = change;
      for (const subscriber of subscribers) {
        if (subscriber.businessId !== businessId) continue;
        if (subscriber.practitionerId && subscriber.practitionerId !== event.practitionerId) {
          continue;
        }
        subscriber.send(event);
      }
    },
    resyncAll() {
      for (const subscriber of subscribers) subscriber.resync();
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
  };
}
