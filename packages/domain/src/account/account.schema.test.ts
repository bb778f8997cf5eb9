import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetFinishFormSchema,
  resetFinishSchema,
  resetInitSchema,
} from './account.schema';
import { messagesOf } from '../test-support/issues';

describe('register', () => {
  it('accepts a complete account and lower-cases the e-mail', () => {
    const parsed = registerSchema.parse({
      firstName: ' Sari ',
      email: 'Sari@Klinik.ID',
      password: 'rahasia123',
      langKey: 'en',
    });
    expect(parsed).toEqual({
      firstName: 'Sari',
      email: 'sari@klinik.id',
      password: 'rahasia123',
      langKey: 'en',
    });
  });
  it('defaults the language to Indonesian', () => {
    expect(
      registerSchema.parse({ firstName: 'A', email: 'a@b.co', password: 'rahasia123' }).langKey,
    ).toBe('id');
  });
  it('asks for every field by name', () => {
    expect(messagesOf(registerSchema.safeParse({}))).toEqual({
      firstName: 'Please enter First name',
      email: 'Please enter Email',
      password: 'Please enter Password',
    });
  });
  it('rejects a malformed e-mail, a short password and an unknown language', () => {
    expect(
      messagesOf(
        registerSchema.safeParse({
          firstName: 'A',
          email: 'not-an-email',
          password: 'short',
          langKey: 'fr',
        }),
      ),
    ).toEqual({
      email: 'Please enter Valid Email',
      password: 'Password must be at least 8 characters',
      langKey: 'Please enter Language',
    });
  });
  it('the form wants the password twice, the same', () => {
    const result = registerFormSchema.safeParse({
      firstName: 'A',
      email: 'a@b.co',
      password: 'rahasia123',
      confirmPassword: 'rahasia124',
    });
    expect(messagesOf(result)).toEqual({
      confirmPassword: 'Password and password confirmation is not the same',
    });
  });
});

describe('login', () => {
  it('needs e-mail and password; remember-me defaults to off', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      rememberMe: false,
    });
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }), 'id')).toEqual({
      email: 'Harap masukkan Email',
      password: 'Harap masukkan Kata sandi',
    });
  });
});

describe('password reset', () => {
  it('init takes a valid e-mail', () => {
    expect(resetInitSchema.parse(' Owner@Demo.ID ')).toBe('owner@demo.id');
    expect(resetInitSchema.safeParse('nobody').success).toBe(false);
  });
  it('finish needs the key and a strong enough password', () => {
    expect(messagesOf(resetFinishSchema.safeParse({ key: '', newPassword: '123' }))).toEqual({
      key: 'Please enter Key',
      newPassword: 'New password must be at least 8 characters',
    });
    expect(
      resetFinishFormSchema.safeParse({ newPassword: 'rahasia123', confirmPassword: 'rahasia123' })
        .success,
    ).toBe(true);
    expect(
      messagesOf(
        resetFinishFormSchema.safeParse({ newPassword: 'rahasia123', confirmPassword: 'x' }),
      ),
    ).toEqual({
      confirmPassword: 'Password and password confirmation is not the same',
    });
  });
});

describe('change password (spec 1 §2.8, §5)', () => {
  it('all three fields are required', () => {
    expect(Object.keys(messagesOf(changePasswordFormSchema.safeParse({})))).toEqual([
      'currentPassword',
      'newPassword',
      'confirmPassword',
    ]);
  });
  it('a mismatch shows on newPassword', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'lama12345',
      newPassword: 'baru123456',
      confirmPassword: 'baru1234567',
    });
    expect(messagesOf(result)).toEqual({
      newPassword: 'Password and password confirmation is not the same',
    });
  });
});
