import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import { reminderSentText, WHATSAPP_REMINDER_TEXT_KEYS } from './whatsapp-reminder-record';

const sent = { sent_at: '2026-12-04T07:05:00.000Z', sent_by_id: 'u-1', sent_by_name: 'Rina' };

describe('who sent a WhatsApp reminder, and when (decision 0052)', () => {
  it('names the sender and the time on the clinic clock, the same day', () => {
    const now = new Date('2026-12-04T10:00:00Z');
    expect(reminderSentText(sent, { now, utcOffsetHours: 7, text: translatorFor('id') })).toBe(
      'Dikirim oleh Rina, 14:05',
    );
    expect(reminderSentText(sent, { now, utcOffsetHours: 7, text: translatorFor('en') })).toBe(
      'Sent by Rina, 14:05',
    );
  });

  it('adds the date when the send was on another clinic day', () => {
    // 18:00 UTC is 01:00 the next day at +7: yesterday's 14:05 must not read as today's.
    const now = new Date('2026-12-04T18:00:00Z');
    expect(reminderSentText(sent, { now, utcOffsetHours: 7, text: translatorFor('id') })).toBe(
      'Dikirim oleh Rina, 04-12-2026 14:05',
    );
  });

  it('keeps a name with & as typed (the text is not HTML)', () => {
    const now = new Date('2026-12-04T10:00:00Z');
    const text = reminderSentText(
      { ...sent, sent_by_name: 'Rina & Co' },
      { now, utcOffsetHours: 7, text: translatorFor('en') },
    );
    expect(text).toBe('Sent by Rina & Co, 14:05');
  });

  it('reads in both languages', () => {
    for (const lang of ['id', 'en'] as const) {
      for (const key of Object.values(WHATSAPP_REMINDER_TEXT_KEYS)) {
        expect(translatorFor(lang)(key)).not.toBe(key);
      }
    }
  });
});
