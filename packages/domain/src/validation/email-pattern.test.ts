import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailField } from './fields';

describe('EMAIL_PATTERN', () => {
  it('takes the addresses people have', () => {
    for (const address of [
      'sari@klinik.id',
      'Sari.Dewi+praktik@Klinik-Sehat.co.id',
      "o'brien@mail.example.com",
      'a@b.co',
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(true);
    }
  });

  it('refuses what no mail server takes: odd characters in the domain, spaces, no dot', () => {
    for (const address of [
      'v@!y!!kx|B$y&.YocB',
      'sari@klinik_sehat.id',
      'sari@-klinik.id',
      'sari dewi@klinik.id',
      'sari@klinik',
      'sari@klinik.1d',
      '"sari"@klinik.id',
      'sari@@klinik.id',
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(false);
    }
    expect(emailField().safeParse('v@!y!!kx|B$y&.YocB').success).toBe(false);
  });
});
