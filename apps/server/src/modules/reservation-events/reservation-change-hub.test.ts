import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReservationEvent } from '@praktik/domain/reservations/reservation-event.schema';
import { createReservationChangeHub } from './reservation-change-hub';

const clinicA = randomUUID();
const clinicB = randomUUID();
const doctorA = randomUUID();
const doctorB = randomUUID();

function payload(businessId: string, practitionerId: string) {
  return JSON.stringify({
    businessId,
    date: '2026-11-27',
    practitionerId,
    reservationId: randomUUID(),
    status: 'BOOKED',
    op: 'INSERT',
  });
}

function listener(businessId: string, practitionerId: string | null) {
  const received: ReservationEvent[] = [];
  let resyncs = 0;
  return {
    received,
    resyncs: () => resyncs,
    subscriber: {
      businessId,
      practitionerId,
      send: (event: ReservationEvent) => received.push(event),
      resync: () => (resyncs += 1),
    },
  };
}

describe('the reservation change hub', () => {
  it('sends a change only to its clinic, and to a practitioner only their own rows', () => {
    const hub = createReservationChangeHub();
    const front = listener(clinicA, null);
    const ownDoctor = listener(clinicA, doctorA);
    const otherDoctor = listener(clinicA, doctorB);
    const otherClinic = listener(clinicB, null);
    for (const { subscriber } of [front, ownDoctor, otherDoctor, otherClinic]) {
      hub.subscribe(subscriber);
    }
    hub.publish(payload(clinicA, doctorA));
    expect(front.received).toHaveLength(1);
    expect(ownDoctor.received).toHaveLength(1);
    expect(otherDoctor.received).toEqual([]);
    expect(otherClinic.received).toEqual([]);
    // The clinic stays on the server side of the stream.
    expect(Object.keys(front.received[0]!).sort()).toEqual([
      'date',
      'practitionerId',
      'reservationId',
      'status',
    ]);
  });

  it('drops unreadable payloads, stops sending after unsubscribe, and resyncs everyone', () => {
    const hub = createReservationChangeHub();
    const front = listener(clinicA, null);
    const unsubscribe = hub.subscribe(front.subscriber);
    hub.publish('not json');
    hub.publish(JSON.stringify({ businessId: clinicA }));
    expect(front.received).toEqual([]);
    hub.resyncAll();
    expect(front.resyncs()).toBe(1);
    unsubscribe();
    hub.publish(payload(clinicA, doctorA));
    expect(front.received).toEqual([]);
    expect(hub.size).toBe(0);
  });

  it('counts its streams across clinics; a stream that closes twice, or a clinic that comes back, counts right', () => {
    const hub = createReservationChangeHub();
    const first = listener(clinicA, null);
    const second = listener(clinicB, doctorB);
    const closeFirst = hub.subscribe(first.subscriber);
    hub.subscribe(second.subscriber);
    expect(hub.size).toBe(2);
    closeFirst();
    closeFirst();
    expect(hub.size).toBe(1);
    // The clinic's last stream closed; a new one of it hears its changes again.
    const again = listener(clinicA, null);
    hub.subscribe(again.subscriber);
    hub.publish(payload(clinicA, doctorA));
    expect(again.received).toHaveLength(1);
    expect(first.received).toEqual([]);
    hub.resyncAll();
    expect([first.resyncs(), second.resyncs(), again.resyncs()]).toEqual([0, 1, 1]);
    expect(hub.size).toBe(2);
  });
});
