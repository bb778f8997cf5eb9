import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canGoNext,
  nextSubmits,
  onboardingBusinessSchema,
  onboardingPersonalSchema,
  onboardingRequestSchema,
  showsBack,
  showsNext,
  type OnboardingValues,
} from './onboarding.schema';
import { messagesOf } from '../test-support/issues';

const personal = {
  phoneNumber: '081234567890',
  dateOfBirth: '1985-07-17',
  gender: 'MALE',
  address: 'Jl. Kenanga 1',
};
const business = {
  businessName: 'Klinik Sehat',
  businessTypeId: 't1',
  serviceIds: ['s1'],
  businessAddress: 'Jl. Mawar 2',
};

describe('onboarding wizard buttons (spec 1 §2.5)', () => {
  it('Back shows on steps 1 and 2; Next on 0 to 2; step 2 submits', () => {
    expect([0, 1, 2, 3].map((s) => showsBack(s as 0))).toEqual([false, true, true, false]);
    expect([0, 1, 2, 3].map((s) => showsNext(s as 0))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((s) => nextSubmits(s as 0))).toEqual([false, false, true, false]);
  });

  it('step 0 always allows Next', () => {
    expect(canGoNext(0, {})).toBe(true);
  });

  it('step 1 needs phone, date of birth, gender and address', () => {
    expect(canGoNext(1, personal)).toBe(true);
    for (const field of Object.keys(personal)) {
      expect(canGoNext(1, { ...personal, [field]: '  ' })).toBe(false);
    }
  });

  it('step 2 needs every field and at least one service', () => {
    expect(canGoNext(2, business)).toBe(true);
    expect(canGoNext(2, { ...business, serviceIds: [] })).toBe(false);
    expect(canGoNext(2, { ...business, serviceIds: null })).toBe(false);
    expect(canGoNext(2, { ...business, businessName: '' })).toBe(false);
  });

  it('Next is never enabled on step 1 while any field is empty (any values)', () => {
    fc.assert(
      fc.property(
        fc.record({
          phoneNumber: fc.option(fc.string()),
          dateOfBirth: fc.option(fc.string()),
          gender: fc.option(fc.string()),
          address: fc.option(fc.string()),
        }),
        (values: OnboardingValues) => {
          const anyEmpty = [
            values.phoneNumber,
            values.dateOfBirth,
            values.gender,
            values.address,
          ].some((v) => !v || v.trim() === '');
          expect(canGoNext(1, values)).toBe(!anyEmpty);
        },
      ),
    );
  });

  it('the last step has no Next', () => {
    expect(canGoNext(3, { ...personal, ...business })).toBe(false);
  });
});

describe('onboarding validation (spec 1 §5)', () => {
  it('step 1 requires phone, date of birth and gender; address is optional there', () => {
    expect(Object.keys(messagesOf(onboardingPersonalSchema.safeParse({})))).toEqual([
      'phoneNumber',
      'dateOfBirth',
      'gender',
    ]);
  });
  it('step 2 requires name, type, a service and the address', () => {
    expect(messagesOf(onboardingBusinessSchema.safeParse({ serviceIds: [] }))).toEqual({
      businessName: 'Please enter Business name',
      businessTypeId: 'Please enter Business type',
      serviceIds: 'Please choose at least one Business service',
      businessAddress: 'Please enter Business address',
    });
  });
  it('the request carries both steps with the address required', () => {
    expect(onboardingRequestSchema.parse({ ...personal, ...business })).toEqual({
      ...personal,
      ...business,
    });
    expect(
      messagesOf(onboardingRequestSchema.safeParse({ ...personal, ...business, address: '' })),
    ).toEqual({
      address: 'Please enter Address',
    });
  });
});
