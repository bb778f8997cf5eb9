import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { clinicTexts } from './clinic.texts';
import {
  onlineBookingSettingsFormSchema,
  onlineBookingSettingsSchema,
} from './online-booking-settings.schema';

describe('online booking settings', () => {
  it('accept a daily cap and a hold in minutes, or a hold that never expires', () => {
    const settings = {
      maxUnconfirmedOnlinePerDay: 20,
      unconfirmedHoldMinutes: 30,
      patientRescheduleCutoffHours: 24,
    };
    expect(onlineBookingSettingsSchema.parse(settings)).toEqual(settings);
    expect(
      onlineBookingSettingsSchema.parse({
        maxUnconfirmedOnlinePerDay: 1,
        unconfirmedHoldMinutes: null,
        patientRescheduleCutoffHours: null,
      }),
    ).toEqual({
      maxUnconfirmedOnlinePerDay: 1,
      unconfirmedHoldMinutes: null,
      patientRescheduleCutoffHours: null,
    });
    expect(
      onlineBookingSettingsSchema.parse({
        maxUnconfirmedOnlinePerDay: 500,
        unconfirmedHoldMinutes: 1440,
        patientRescheduleCutoffHours: 168,
      }),
    ).toMatchObject({ unconfirmedHoldMinutes: 1440 });
  });

  it('refuse a cap below one, a hold shorter than 15 minutes or longer than a day, fractions', () => {
    for (const [input, field] of [
      [
        { maxUnconfirmedOnlinePerDay: 0, unconfirmedHoldMinutes: null },
        'maxUnconfirmedOnlinePerDay',
      ],
      [
        { maxUnconfirmedOnlinePerDay: 2.5, unconfirmedHoldMinutes: null },
        'maxUnconfirmedOnlinePerDay',
      ],
      [{ maxUnconfirmedOnlinePerDay: 20, unconfirmedHoldMinutes: 14 }, 'unconfirmedHoldMinutes'],
      [{ maxUnconfirmedOnlinePerDay: 20, unconfirmedHoldMinutes: 1441 }, 'unconfirmedHoldMinutes'],
      [{ maxUnconfirmedOnlinePerDay: 20 }, 'unconfirmedHoldMinutes'],
      [
        { maxUnconfirmedOnlinePerDay: 20, unconfirmedHoldMinutes: null },
        'patientRescheduleCutoffHours',
      ],
    ] as const) {
      const withCutoff =
        field === 'patientRescheduleCutoffHours'
          ? input
          : { patientRescheduleCutoffHours: 0, ...input };
      expect(Object.keys(messagesOf(onlineBookingSettingsSchema.safeParse(withCutoff)))).toEqual([
        field,
      ]);
    }
  });

  it('name the field and the range in both languages', () => {
    const wrong = {
      maxUnconfirmedOnlinePerDay: 20,
      unconfirmedHoldMinutes: 5,
      patientRescheduleCutoffHours: 24,
    };
    expect(messagesOf(onlineBookingSettingsSchema.safeParse(wrong), 'id')).toEqual({
      unconfirmedHoldMinutes:
        'Batas waktu konfirmasi (menit) harus bilangan bulat antara 15 dan 1440',
    });
    expect(messagesOf(onlineBookingSettingsSchema.safeParse(wrong), 'en')).toEqual({
      unconfirmedHoldMinutes:
        'Time to confirm (minutes) must be a whole number between 15 and 1440',
    });
    expect(Object.keys(clinicTexts.en.fields)).toEqual(Object.keys(clinicTexts.id.fields));
  });
});

describe('the online booking settings form', () => {
  it('reads the typed numbers, an empty hold as never expiring', () => {
    expect(
      onlineBookingSettingsFormSchema.parse({
        maxUnconfirmedOnlinePerDay: ' 12 ',
        unconfirmedHoldMinutes: '',
        patientRescheduleCutoffHours: '',
      }),
    ).toEqual({
      maxUnconfirmedOnlinePerDay: 12,
      unconfirmedHoldMinutes: null,
      patientRescheduleCutoffHours: null,
    });
    expect(
      onlineBookingSettingsFormSchema.parse({
        maxUnconfirmedOnlinePerDay: '20',
        unconfirmedHoldMinutes: '45',
        patientRescheduleCutoffHours: ' 0 ',
      }),
    ).toEqual({
      maxUnconfirmedOnlinePerDay: 20,
      unconfirmedHoldMinutes: 45,
      patientRescheduleCutoffHours: 0,
    });
  });

  it('refuses an empty cap, words and fractions with the field’s message', () => {
    const result = onlineBookingSettingsFormSchema.safeParse({
      maxUnconfirmedOnlinePerDay: '',
      unconfirmedHoldMinutes: 'lima belas',
      patientRescheduleCutoffHours: '169',
    });
    expect(messagesOf(result, 'id')).toEqual({
      maxUnconfirmedOnlinePerDay:
        'Batas reservasi online belum dikonfirmasi per hari harus bilangan bulat antara 1 dan 500',
      unconfirmedHoldMinutes:
        'Batas waktu konfirmasi (menit) harus bilangan bulat antara 15 dan 1440',
      patientRescheduleCutoffHours:
        'Pasien bisa ubah jadwal sendiri sampai (jam sebelum kunjungan) harus bilangan bulat antara 0 dan 168',
    });
    expect(
      Object.keys(
        messagesOf(
          onlineBookingSettingsFormSchema.safeParse({
            maxUnconfirmedOnlinePerDay: '2.5',
            unconfirmedHoldMinutes: '15',
            patientRescheduleCutoffHours: '24',
          }),
        ),
      ),
    ).toEqual(['maxUnconfirmedOnlinePerDay']);
  });
});
