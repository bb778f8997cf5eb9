import { describe, expect, it } from 'vitest';
import {
  canRetrySend,
  hasSendsUnderWay,
  satuSehatSendSchema,
  visitSatuSehatLinkSchema,
} from './send-log.schema';

const send = {
  id: '5b0f0b9e-3c57-4d55-9d6b-0d8f4a1d2f10',
  visitId: '0e6a4d8c-1f1b-4b1e-8a43-2f9a1c7d5e21',
  kind: 'CONDITION',
  position: 1,
  status: 'FAILED',
  attempts: 3,
  lastError: 'Condition.code: unknown code',
  resourceId: null,
  createdAt: '2026-11-27T01:00:00.000Z',
  updatedAt: '2026-11-27T01:05:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
} as const;

describe('the visit send log', () => {
  it('retries by hand only what failed', () => {
    expect(canRetrySend({ status: 'FAILED' })).toBe(true);
    expect(canRetrySend({ status: 'PENDING' })).toBe(false);
    expect(canRetrySend({ status: 'SENT' })).toBe(false);
  });

  it('has sends under way while one is PENDING, not once each is SENT or FAILED', () => {
    expect(hasSendsUnderWay([{ status: 'SENT' }, { status: 'PENDING' }])).toBe(true);
    expect(hasSendsUnderWay([{ status: 'SENT' }, { status: 'FAILED' }])).toBe(false);
    expect(hasSendsUnderWay([])).toBe(false);
  });

  it('reads a visit link and refuses an unknown kind or status', () => {
    const link = visitSatuSehatLinkSchema.parse({
      visitId: send.visitId,
      satuSehatPatientId: 'P02478375538',
      satuSehatEncounterId: null,
      sends: [send],
    });
    expect(link.sends[0]?.kind).toBe('CONDITION');
    expect(satuSehatSendSchema.safeParse({ ...send, kind: 'OBSERVATION' }).success).toBe(false);
    expect(satuSehatSendSchema.safeParse({ ...send, status: 'DONE' }).success).toBe(false);
    expect(satuSehatSendSchema.safeParse({ ...send, position: 0 }).success).toBe(false);
  });
});
