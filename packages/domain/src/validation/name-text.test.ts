import { describe, expect, it } from 'vitest';
import { patientRequestSchema } from '../patients/patient.schema';
import { paymentRequestSchema } from '../payments/payment.schema';
import { nameText } from './fields';
import { translateValidationToken } from '../intl/translate-issue';
import { translatorFor } from '../test-support/translate';

describe('nameText', () => {
  const name = nameText('fields.name', 100);

  it('takes a name on one line, trimmed', () => {
    expect(name.parse('  Budi Santoso  ')).toBe('Budi Santoso');
    expect(name.parse('Siti Nur’aini (Ani)')).toBe('Siti Nur’aini (Ani)');
  });

  it.each([
    ['a line break', "Budi\n=cmd|' /C calc'!A0"],
    ['a carriage return', 'Budi\rSantoso'],
    ['a tab', 'Budi\tSantoso'],
    ['an escape', 'Budi\u001b[31m'],
    ['a C1 control', 'Budi\u0085Santoso'],
  ])('refuses %s, naming the field', (_what, value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'validation.controlCharacter|{"field":"fields.name"}',
    );
  });
});

describe('names in requests', () => {
  it('a patient named across two lines is refused on `name`', () => {
    const result = patientRequestSchema.safeParse({ name: 'Budi\n=1+1' });
    const issue = result.error?.issues.find((i) => i.path[0] === 'name');
    expect(issue?.message).toContain('validation.controlCharacter');
  });

  it('a payment line or payer name across two lines is refused', () => {
    const result = paymentRequestSchema({ role: 'ROLE_STAFF' }).safeParse({
      payment_items: [{ item_name: 'Facial\n=HYPERLINK("x")' }],
      user_name: 'Budi\r\nSantoso',
    });
    const paths = (result.error?.issues ?? [])
      .filter((i) => i.message.startsWith('validation.controlCharacter'))
      .map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['payment_items.0.item_name', 'user_name']));
  });

  it('says so in both languages', () => {
    const token = 'validation.controlCharacter|{"field":"fields.name"}';
    expect(translateValidationToken(token, translatorFor('id'))).toBe(
      'Nama harus satu baris, tanpa karakter kendali (seperti baris baru atau tab)',
    );
    expect(translateValidationToken(token, translatorFor('en'))).toBe(
      'Name must be one line, without control characters (such as a line break or a tab)',
    );
  });
});
