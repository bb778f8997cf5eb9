import { describe, expect, it } from 'vitest';
import { recordChanges } from './visit-changes';

describe('recordChanges', () => {
  it('lists only the fields that changed, with their value before and after', () => {
    expect(
      recordChanges(
        { anamnesis: 'Batuk', treatment: 'Istirahat', diagnoses: [] },
        { anamnesis: 'Batuk', treatment: 'Antibiotik', diagnoses: [{ fullCode: 'J00' }] },
      ),
    ).toEqual({
      treatment: { before: 'Istirahat', after: 'Antibiotik' },
      diagnoses: { before: [], after: [{ fullCode: 'J00' }] },
    });
  });

  it('looks only at the fields the write names; an absent (undefined) value is no write', () => {
    expect(
      recordChanges(
        { anamnesis: 'Batuk', treatment: null },
        { treatment: 'Obat', anamnesis: undefined },
      ),
    ).toEqual({
      treatment: { before: null, after: 'Obat' },
    });
  });

  it('on a new record lists every field that has a value, before null', () => {
    const startedAt = new Date('2026-03-10T02:00:00.000Z');
    expect(
      recordChanges(null, { status: 'ACTIVE', locationId: null, sequenceNumber: 3, startedAt }),
    ).toEqual({
      status: { before: null, after: 'ACTIVE' },
      sequenceNumber: { before: null, after: 3 },
      startedAt: { before: null, after: '2026-03-10T02:00:00.000Z' },
    });
  });

  it('writes dates as ISO text and compares them by instant; nothing changed is an empty object', () => {
    const at = new Date('2026-03-10T02:00:00.000Z');
    expect(recordChanges({ endedAt: at }, { endedAt: new Date(at.getTime()) })).toEqual({});
    expect(recordChanges({ endedAt: null }, { endedAt: at })).toEqual({
      endedAt: { before: null, after: '2026-03-10T02:00:00.000Z' },
    });
    expect(recordChanges({ note: undefined }, { note: null })).toEqual({});
  });
});
