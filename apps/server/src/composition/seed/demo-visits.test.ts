import { localDateAt } from '@praktik/domain/dates/utc-offset';
import { diagnosesSchema } from '@praktik/domain/visits/assessment.schema';
import { describe, expect, it } from 'vitest';
import { DEMO_HISTORY_DAYS, planDemoVisits, type DemoVisitPlanInput } from './demo-visits';

const patients = Array.from({ length: 300 }, (_, index) => ({
  id: `patient-${index}`,
  gender: index % 3 === 0 ? ('MALE' as const) : ('FEMALE' as const),
}));
const practitioners = [
  { id: 'beautician', role: 'ROLE_BEAUTICIAN' },
  { id: 'general', role: 'ROLE_DOCTOR' },
  { id: 'skin', role: 'ROLE_DOCTOR' },
];
/** Wednesday 18 March 2026, 14:20 in Jakarta. */
const NOW = new Date('2026-03-18T07:20:00.000Z');
const input: DemoVisitPlanInput = { patients, practitioners, now: NOW };
const local = (instant: Date) => localDateAt(instant.toISOString(), 7);

describe('planDemoVisits', () => {
  const visits = planDemoVisits(input);

  it('plans the same visits every time (a seeded generator), other ones for another seed', () => {
    expect(planDemoVisits(input)).toEqual(visits);
    expect(planDemoVisits({ ...input, seed: 7 })).not.toEqual(visits);
  });

  it('fills about four months of working days with a few ended visits each', () => {
    const ended = visits.filter((visit) => visit.status !== 'ACTIVE');
    const days = new Set(ended.map((visit) => visit.visitDate));
    expect(days.size).toBeGreaterThan(95);
    expect(ended.length).toBeGreaterThan(days.size * 3);
    const earliest = [...days].sort()[0]!;
    expect(earliest >= local(new Date(NOW.getTime() - (DEMO_HISTORY_DAYS + 1) * 86_400_000))).toBe(
      true,
    );
    // Closed on Sundays.
    expect(
      [...days].filter((day) => day < '2026-03-18' && new Date(`${day}T00:00Z`).getUTCDay() === 0),
    ).toEqual([]);
    expect(new Set(ended.map((visit) => visit.status))).toEqual(
      new Set(['DONE', 'WAITING_PAYMENT']),
    );
    expect(ended.filter((visit) => visit.status === 'DONE').length).toBeGreaterThan(
      ended.length * 0.8,
    );
  });

  it('dates each visit on the clinic’s day it started, ended before now, numbered 1..n per practitioner and day in start order', () => {
    const byDay = new Map<string, typeof visits>();
    for (const visit of visits) {
      expect(visit.visitDate).toBe(local(visit.startedAt));
      expect(visit.startedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (visit.endedAt) {
        expect(visit.endedAt.getTime()).toBeGreaterThan(visit.startedAt.getTime());
        expect(visit.endedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      const queue = `${visit.visitDate} ${visit.practitionerId}`;
      byDay.set(queue, [...(byDay.get(queue) ?? []), visit]);
    }
    expect(new Set(visits.map((visit) => visit.practitionerId)).size).toBeGreaterThan(1);
    for (const [day, list] of byDay) {
      const ordered = [...list].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
      expect(
        ordered.map((visit) => visit.sequenceNumber),
        day,
      ).toEqual(list.map((_, index) => index + 1));
    }
  });

  it('has 4 to 6 patients being seen today, each once, after the numbers of their practitioner’s ended visits today', () => {
    const active = visits.filter((visit) => visit.status === 'ACTIVE');
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(active.length).toBeLessThanOrEqual(6);
    expect(new Set(active.map((visit) => visit.visitDate))).toEqual(new Set(['2026-03-18']));
    expect(new Set(active.map((visit) => visit.patientId)).size).toBe(active.length);
    expect(active.every((visit) => visit.endedAt === null)).toBe(true);
    const todayEnded = visits.filter(
      (visit) => visit.visitDate === '2026-03-18' && visit.status !== 'ACTIVE',
    );
    for (const visit of active) {
      const endedBefore = todayEnded.filter(
        (ended) => ended.practitionerId === visit.practitionerId,
      );
      expect(visit.sequenceNumber).toBeGreaterThan(
        Math.max(0, ...endedBefore.map((ended) => ended.sequenceNumber)),
      );
    }
  });

  it('never gives a patient two ACTIVE visits, at any hour', () => {
    const nows = [
      '2026-03-31T17:05:00.000Z', // 00:05 on 1 April in Jakarta
      '2026-04-01T01:30:00.000Z', // 08:30 on 1 April
      '2026-04-01T07:00:00.000Z', // 14:00 on 1 April
      '2026-04-01T16:59:00.000Z', // 23:59 on 1 April
      '2026-06-07T05:00:00.000Z', // a Sunday noon
    ];
    for (const now of nows.map((iso) => new Date(iso))) {
      const plan = planDemoVisits({ ...input, now });
      const active = plan.filter((visit) => visit.status === 'ACTIVE');
      expect(new Set(active.map((visit) => visit.patientId)).size, now.toISOString()).toBe(
        active.length,
      );
      expect(active.every((visit) => visit.visitDate === local(now))).toBe(true);
      expect(plan.every((visit) => visit.startedAt.getTime() <= now.getTime())).toBe(true);
    }
  });

  it('is a clinic open Monday to Saturday 09:00-20:00: nobody came before, nobody is seen after', () => {
    const today = (iso: string) => {
      const now = new Date(iso);
      return planDemoVisits({ ...input, now }).filter((visit) => visit.visitDate === local(now));
    };
    // Before opening, on a Sunday and on the first of the month at night: nobody has come today.
    expect(today('2026-04-01T01:30:00.000Z')).toEqual([]);
    expect(today('2026-06-07T05:00:00.000Z')).toEqual([]);
    expect(today('2026-03-31T17:05:00.000Z')).toEqual([]);
    // Open: two finished this morning, then 4-6 in the chair who came in the last hour.
    const afternoon = today('2026-04-01T07:00:00.000Z');
    const active = afternoon.filter((visit) => visit.status === 'ACTIVE');
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(
      active.every((visit) => visit.startedAt.getTime() >= Date.parse('2026-04-01T06:00:00Z')),
    ).toBe(true);
    expect(afternoon.filter((visit) => visit.status === 'WAITING_PAYMENT')).toHaveLength(2);
    // After closing: the day's patients have all been seen, and none came after 20:00.
    const night = today('2026-04-01T16:59:00.000Z');
    expect(night.map((visit) => visit.status)).toEqual(['WAITING_PAYMENT', 'WAITING_PAYMENT']);
    expect(
      night.every((visit) => visit.endedAt!.getTime() <= Date.parse('2026-04-01T13:00:00Z')),
    ).toBe(true);
  });

  it('writes assessments a doctor would: 1-3 valid ICD-10 diagnoses; a beautician’s visit has a treatment only', () => {
    for (const visit of visits) {
      if (visit.status === 'ACTIVE' && visit.treatment === null) continue;
      expect(visit.treatment?.length).toBeGreaterThan(10);
      if (visit.practitionerId === 'beautician') {
        expect([visit.anamnesis, visit.examination, visit.diagnoses]).toEqual([null, null, []]);
        continue;
      }
      expect(visit.anamnesis?.length).toBeGreaterThan(10);
      expect(visit.examination).toMatch(/^TD \d+\/\d+ mmHg/);
      expect(visit.diagnoses.length).toBeGreaterThanOrEqual(1);
      expect(visit.diagnoses.length).toBeLessThanOrEqual(3);
      expect(diagnosesSchema.safeParse(visit.diagnoses).success).toBe(true);
    }
    const codes = new Set(visits.flatMap((visit) => visit.diagnoses.map((d) => d.fullCode)));
    expect(codes).toContain('J06.9');
    expect(codes).toContain('L70.0');
  });

  it('plans nothing without patients or practitioners', () => {
    expect(planDemoVisits({ ...input, patients: [] })).toEqual([]);
    expect(planDemoVisits({ ...input, practitioners: [] })).toEqual([]);
  });
});
