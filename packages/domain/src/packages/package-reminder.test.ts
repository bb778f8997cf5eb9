import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import {
  needsPackageReminder,
  packageReminderCutoff,
  PACKAGE_REMINDER_TEXT_KEYS,
  packageReminderMessage,
  whatsappReminderLink,
  type PackageReminder,
} from './package-reminder';

const reminder: PackageReminder = {
  phone: '0812-3456-7890',
  patientName: 'Siti',
  packageName: 'Facial 5x',
  clinicName: 'Klinik Ayu & Sehat',
  remainingVisits: 3,
  lastReservationDate: '2026-09-15',
};

describe('patient package warning (spec 2 §2.9, §9)', () => {
  it('appears when the last reservation was more than one month ago', () => {
    expect(needsPackageReminder('2026-09-15', '2026-10-16')).toBe(true);
  });

  it('does not appear at exactly one month or less', () => {
    expect(needsPackageReminder('2026-09-15', '2026-10-15')).toBe(false);
    expect(needsPackageReminder('2026-09-15', '2026-09-30')).toBe(false);
    expect(needsPackageReminder('2026-09-15', '2026-09-15')).toBe(false);
  });

  it('counts calendar months: from 31 January it starts on 1 March', () => {
    expect(needsPackageReminder('2026-01-31', '2026-02-28')).toBe(false);
    expect(needsPackageReminder('2026-01-31', '2026-03-01')).toBe(true);
  });

  it('reads DD-MM-YYYY and date-times too, and stays quiet without a readable date', () => {
    expect(needsPackageReminder('15-09-2026', '2026-10-16')).toBe(true);
    expect(needsPackageReminder('2026-09-15T23:00:00Z', '2026-10-16')).toBe(true);
    expect(needsPackageReminder(null, '2026-10-16')).toBe(false);
    expect(needsPackageReminder(undefined, '2026-10-16')).toBe(false);
    expect(needsPackageReminder('kemarin', '2026-10-16')).toBe(false);
    expect(needsPackageReminder('2026-09-15', '')).toBe(false);
  });

  it('never warns within 28 days and always warns after 31', () => {
    const days = fc.integer({ min: 0, max: 20000 });
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 400 }), (start, gap) => {
        const last = dayjs('1990-01-01').add(start, 'day');
        const today = last.add(gap, 'day');
        const warns = needsPackageReminder(last.format('YYYY-MM-DD'), today.format('YYYY-MM-DD'));
        if (gap <= 28) expect(warns).toBe(false);
        if (gap > 31) expect(warns).toBe(true);
        // once it warns, it keeps warning on later days
        if (warns) {
          expect(
            needsPackageReminder(
              last.format('YYYY-MM-DD'),
              today.add(1, 'day').format('YYYY-MM-DD'),
            ),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('the "not seen for over a month" list bound', () => {
  it('is the last date the warning shows for, month ends included', () => {
    expect(packageReminderCutoff('2026-10-16')).toBe('2026-09-15');
    expect(packageReminderCutoff('2026-03-01')).toBe('2026-01-31');
    expect(packageReminderCutoff('2026-03-29')).toBe('2026-02-28');
    expect(packageReminderCutoff('2028-03-30')).toBe('2028-02-29');
  });

  it('has no bound without a readable today', () => {
    expect(packageReminderCutoff('kemarin')).toBeNull();
  });

  it('holds a package in the list exactly when its row warns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: -400, max: 400 }),
        (start, gap) => {
          const today = dayjs('1990-01-01').add(start, 'day');
          const last = today.add(gap, 'day').format('YYYY-MM-DD');
          const cutoff = packageReminderCutoff(today.format('YYYY-MM-DD'))!;
          expect(last <= cutoff).toBe(needsPackageReminder(last, today.format('YYYY-MM-DD')));
        },
      ),
    );
  });
});

describe('WhatsApp reminder link (spec 2 §2.9)', () => {
  it('writes to the number normalised to 62 with the reminder prefilled', () => {
    const link = whatsappReminderLink(reminder, translatorFor('id'));
    expect(link).not.toBeNull();
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe(
      'Halo Siti, kami dari Klinik Ayu & Sehat ingin mengingatkan bahwa paket Facial 5x Anda masih tersisa 3 kunjungan. Kunjungan terakhir Anda pada 15-09-2026. Yuk, jadwalkan kunjungan berikutnya dengan membalas pesan ini. Terima kasih!',
    );
  });

  it('reads in English too', () => {
    const url = new URL(whatsappReminderLink(reminder, translatorFor('en'))!);
    expect(url.searchParams.get('text')).toContain(
      'your Facial 5x package still has 3 visits left',
    );
  });

  it('asks the translator not to escape the names, since the text goes into a URL', () => {
    let seen: Record<string, unknown> | undefined;
    whatsappReminderLink(reminder, (key, options) => {
      seen = options;
      return key;
    });
    expect(seen).toMatchObject({
      clinicName: 'Klinik Ayu & Sehat',
      interpolation: { escapeValue: false },
    });
  });

  it('gives no link without a phone number', () => {
    expect(whatsappReminderLink({ ...reminder, phone: '' }, translatorFor('id'))).toBeNull();
    expect(whatsappReminderLink({ ...reminder, phone: null }, translatorFor('id'))).toBeNull();
  });

  it("shows '-' for an unknown last reservation", () => {
    expect(
      packageReminderMessage({ ...reminder, lastReservationDate: null }).params.lastReservationDate,
    ).toBe('-');
  });

  it('every text of the reminder reads in both languages', () => {
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of Object.values(PACKAGE_REMINDER_TEXT_KEYS)) expect(t(key)).not.toBe('');
    }
  });
});
