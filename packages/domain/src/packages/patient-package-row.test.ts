import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import {
  listDate,
  patientPackageRowSchema,
  patientPackageRowView,
  type PatientPackageRow,
} from './patient-package-row';

const row: PatientPackageRow = {
  package_id: 3,
  catalogue_package_id: '6f1c2a1e-95a4-4d5c-9b7e-0c2f8f2f1a10',
  patient_id: '0b8d3b34-2d7e-4a4a-8d53-3c9a2b8e5e21',
  name: 'Siti',
  identity_number: '3273012802900001',
  package_name: 'Facial 5x',
  last_reservation_date: '2026-09-15',
  remaining_visits: 3,
  phone_number: '081234567890',
  date_of_birth: '1990-02-28',
  last_reminder: null,
};
const context = { today: '2026-11-23', clinicName: 'Klinik Ayu', text: translatorFor('id') };

describe('patient package rows (spec 2 §2.9)', () => {
  it('read as the list answers them', () => {
    expect(patientPackageRowSchema.parse(row)).toEqual(row);
  });

  it('show dates DD-MM-YYYY, or - when there is none', () => {
    expect(listDate('2026-09-15')).toBe('15-09-2026');
    expect(listDate('2026-09-15T10:00:00Z')).toBe('15-09-2026');
    expect(listDate('15-09-2026')).toBe('15-09-2026');
    expect(listDate(null)).toBe('-');
    expect(listDate(undefined)).toBe('-');
    expect(listDate('x')).toBe('-');
  });

  it('a row last reserved more than a month ago warns and links a WhatsApp reminder', () => {
    const view = patientPackageRowView(row, context);
    expect(view).toMatchObject({
      lastReservationDate: '15-09-2026',
      dateOfBirth: '28-02-1990',
      warn: true,
    });
    expect(view.reminderLink).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=Halo%20Siti/);
  });

  it('a recent row neither warns nor links', () => {
    expect(
      patientPackageRowView({ ...row, last_reservation_date: '2026-11-01' }, context),
    ).toMatchObject({
      warn: false,
      reminderLink: null,
    });
  });
});
