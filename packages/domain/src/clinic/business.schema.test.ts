import { describe, expect, it } from 'vitest';
import { businessSaveSchema } from './business.schema';
import { isThemeColor, themeColorOrDefault, THEME_COLORS } from './theme-colors';
import { messagesOf } from '../test-support/issues';

const valid = {
  name: 'Klinik Sehat Cantik',
  businessTypeId: 'type-1',
  serviceIds: ['svc-1', 'svc-2'],
  address: 'Jl. Braga 10, Bandung',
  logo: 'http://localhost:3000/files/b/logo/x.png',
  mainPhoto: 'http://localhost:3000/files/b/photo/y.jpg',
  published: true,
  primaryColor: 'color_7',
  successReservationUrl: 'https://klinik.example/terima-kasih',
  email: 'halo@klinik.example',
  phoneNumber: '0221234567',
};

describe('clinic profile (spec 2 §2.12, §5)', () => {
  it('accepts a complete profile', () => {
    expect(businessSaveSchema.parse(valid)).toEqual(valid);
  });
  it('defaults: unpublished, color_1, no success URL', () => {
    const { published: _p, primaryColor: _c, successReservationUrl: _u, ...rest } = valid;
    expect(businessSaveSchema.parse(rest)).toMatchObject({
      published: false,
      primaryColor: 'color_1',
      successReservationUrl: '',
    });
  });
  it('requires name, type, a service, address, logo and main photo', () => {
    expect(messagesOf(businessSaveSchema.safeParse({ serviceIds: [] }))).toEqual({
      name: 'Please enter Business name',
      businessTypeId: 'Please enter Business type',
      serviceIds: 'Please choose at least one Business service',
      address: 'Please enter Business address',
      logo: 'Please enter Business logo',
      mainPhoto: 'Please enter Business main photo',
    });
  });
  it('takes the clinic’s e-mail and phone as patients reach it, stored as the phone rules store numbers', () => {
    expect(
      businessSaveSchema.parse({
        ...valid,
        email: ' Halo@Klinik.Example ',
        phoneNumber: '+62 22-123-4567',
      }),
    ).toMatchObject({ email: 'halo@klinik.example', phoneNumber: '0221234567' });
    const { email: _e, phoneNumber: _p, ...without } = valid;
    expect(businessSaveSchema.parse({ ...without, email: '', phoneNumber: ' ' })).toMatchObject({
      email: null,
      phoneNumber: null,
    });
    expect(
      messagesOf(businessSaveSchema.safeParse({ ...valid, email: 'halo@', phoneNumber: '12ab' })),
    ).toEqual({
      email: 'Please enter Valid Clinic e-mail',
      phoneNumber: expect.stringContaining('Clinic phone') as string,
    });
  });
  it('offers only the 17 theme colours', () => {
    expect(THEME_COLORS).toHaveLength(17);
    expect(
      messagesOf(businessSaveSchema.safeParse({ ...valid, primaryColor: 'color_18' })),
    ).toEqual({
      primaryColor: 'Please enter Valid Primary colour',
    });
  });
  it('the success URL must be a web address when given', () => {
    expect(
      messagesOf(
        businessSaveSchema.safeParse({ ...valid, successReservationUrl: 'javascript:alert(1)' }),
      ),
    ).toEqual({
      successReservationUrl: 'Please enter Valid Reservation success URL',
    });
  });
  it('an unknown stored colour falls back to the default', () => {
    expect(isThemeColor('color_17')).toBe(true);
    expect(themeColorOrDefault('color_99')).toBe('color_1');
    expect(themeColorOrDefault('color_3')).toBe('color_3');
  });
});
