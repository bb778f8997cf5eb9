import { describe, expect, it } from 'vitest';
import {
  CLINIC_QUEUE,
  needsNewQueueNumber,
  queueNumberingSettingsSchema,
  queueOf,
} from './queue-numbering.schema';

const andi = 'a1';
const sari = 's1';

describe('queue numbering', () => {
  it('gives each practitioner their own queue, or the clinic one run', () => {
    expect(queueOf('PER_PRACTITIONER', andi)).toBe(andi);
    expect(queueOf('PER_PRACTITIONER', sari)).not.toBe(queueOf('PER_PRACTITIONER', andi));
    expect(queueOf('CLINIC', andi)).toBe(CLINIC_QUEUE);
    expect(queueOf('CLINIC', sari)).toBe(CLINIC_QUEUE);
  });

  it('renumbers a move to another day, and to another practitioner when each has a queue', () => {
    const monday = { practitionerId: andi, date: '2026-12-07' };
    expect(needsNewQueueNumber('CLINIC', monday, { ...monday, date: '2026-12-08' })).toBe(true);
    expect(
      needsNewQueueNumber('PER_PRACTITIONER', monday, { ...monday, practitionerId: sari }),
    ).toBe(true);
    expect(needsNewQueueNumber('CLINIC', monday, { ...monday, practitionerId: sari })).toBe(false);
    expect(needsNewQueueNumber('PER_PRACTITIONER', monday, { ...monday })).toBe(false);
  });

  it('takes only the two numberings, with the field named in the error', () => {
    expect(queueNumberingSettingsSchema.parse({ queueNumbering: 'CLINIC' })).toEqual({
      queueNumbering: 'CLINIC',
    });
    const refused = queueNumberingSettingsSchema.safeParse({ queueNumbering: 'PER_ROOM' });
    expect(refused.success).toBe(false);
    expect(JSON.stringify(refused.error?.issues)).toContain('fields.queueNumbering');
  });
});
