import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import {
  canPatientReschedule,
  patientRescheduleSchema,
  patientRescheduleWindow,
} from './patient-reschedule';

const startsAt = new Date('2026-12-10T03:00:00Z');
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);

describe('a patient moving their own booking', () => {
  it('may until the clinic’s cutoff before the visit, not from it on', () => {
    expect(patientRescheduleWindow(startsAt, hoursBefore(25), 24)).toBe('allowed');
    expect(patientRescheduleWindow(startsAt, new Date(hoursBefore(24).getTime() - 1), 24)).toBe(
      'allowed',
    );
    expect(patientRescheduleWindow(startsAt, hoursBefore(24), 24)).toBe('tooLate');
    expect(patientRescheduleWindow(startsAt, hoursBefore(2), 24)).toBe('tooLate');
  });

  it('with a cutoff of 0 may until the visit begins, never after', () => {
    expect(canPatientReschedule(startsAt, hoursBefore(0.1), 0)).toBe(true);
    expect(canPatientReschedule(startsAt, startsAt, 0)).toBe(false);
    expect(canPatientReschedule(startsAt, hoursBefore(-1), 0)).toBe(false);
  });

  it('never online when the clinic turned it off', () => {
    expect(patientRescheduleWindow(startsAt, hoursBefore(500), null)).toBe('off');
    expect(canPatientReschedule(startsAt, hoursBefore(500), null)).toBe(false);
  });

  it('asks for the link’s token, a day and a run of quarter hours', () => {
    const move = { token: 'abc', dateVisit: '2026-12-11', timeVisit: ['09:00:00', '09:15:00'] };
    expect(patientRescheduleSchema.parse(move)).toEqual(move);
    expect(
      Object.keys(
        messagesOf(patientRescheduleSchema.safeParse({ token: 'abc', dateVisit: '2026-02-30' })),
      ).sort(),
    ).toEqual(['dateVisit', 'timeVisit']);
  });
});
