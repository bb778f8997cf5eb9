import { describe, expect, it } from 'vitest';
import { staffRowOf } from './staff.service';
import type { StaffMemberRow } from './staff.repository';

const member: StaffMemberRow = {
  id: '6f1c2a8e-0d4b-4c1e-9a57-2b8f3e4d5c6a',
  firstName: 'Dewi Lestari',
  email: 'dewi@klinik.id',
  role: 'ROLE_BEAUTICIAN',
  phoneNumber: '081234567890',
  dateOfBirth: '1990-05-17',
  gender: 'FEMALE',
  address: 'Jl. Melati No. 3, Bandung',
  identificationNumber: '3273015705900001',
  satuSehatPractitionerId: null,
  deactivatedAt: null,
};

describe('staffRowOf', () => {
  it('answers the spec’s field names, a practitioner’s id and whether the account is active', () => {
    expect(staffRowOf(member)).toEqual({
      id: member.id,
      name: 'Dewi Lestari',
      email: 'dewi@klinik.id',
      role: 'ROLE_BEAUTICIAN',
      userPhoneNumber: '081234567890',
      userDob: '1990-05-17',
      userGender: 'FEMALE',
      userAddress: 'Jl. Melati No. 3, Bandung',
      identificationNumber: '3273015705900001',
      practitionerId: member.id,
      satuSehatPractitionerId: null,
      active: true,
    });
  });

  it('gives staff and the owner no practitioner id, and a deactivated account active: false', () => {
    const deactivated = { ...member, role: 'ROLE_STAFF', deactivatedAt: new Date() };
    expect(staffRowOf(deactivated)).toMatchObject({ practitionerId: null, active: false });
    expect(staffRowOf({ ...member, role: 'ROLE_OWNER' }).practitionerId).toBeNull();
  });

  it('answers a doctor’s IHS number only', () => {
    const withIhs = { ...member, satuSehatPractitionerId: '10009880728' };
    expect(staffRowOf({ ...withIhs, role: 'ROLE_DOCTOR' }).satuSehatPractitionerId).toBe(
      '10009880728',
    );
    expect(staffRowOf(withIhs).satuSehatPractitionerId).toBeNull();
  });

  it('answers no gender for a value the form cannot show', () => {
    expect(staffRowOf({ ...member, gender: null }).userGender).toBeNull();
    expect(staffRowOf({ ...member, gender: 'OTHER' }).userGender).toBeNull();
  });
});
