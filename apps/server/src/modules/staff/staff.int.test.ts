import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRow } from '@praktik/domain/staff/staff.schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  refreshTokens,
  signIn,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';

type Member = TestUser & SignedIn;

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let members: { doctor: Member; beautician: Member; staff: Member };
beforeAll(async () => {
  ctx = await createTestApp();
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Cempaka'),
    createTestClinic(ctx, 'Klinik Dahlia'),
  ]);
  const [doctor, beautician, staff] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_BEAUTICIAN'),
    addClinicMember(ctx, clinic, 'ROLE_STAFF'),
  ]);
  members = { doctor, beautician, staff };
}, 60_000);
afterAll(async () => ctx?.close());

const OWNER_PASSWORD = 'Sementara123!';
const MEMBER_PASSWORD = 'PilihanSaya456!';

function staffBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dewi Lestari',
    email: uniqueEmail('staf'),
    password: OWNER_PASSWORD,
    role: 'ROLE_DOCTOR',
    userPhoneNumber: '081234567890',
    userDob: '1990-05-17',
    userGender: 'FEMALE',
    userAddress: 'Jl. Melati No. 3, Bandung',
    identificationNumber: '3273015705900001',
    ...overrides,
  };
}

/** The edit body the form sends for a row: the same fields without the password, with the id. */
function editBody(row: StaffRow, overrides: Record<string, unknown> = {}) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    userPhoneNumber: row.userPhoneNumber,
    userDob: row.userDob,
    userGender: row.userGender,
    userAddress: row.userAddress,
    identificationNumber: row.identificationNumber,
    ...overrides,
  };
}

const saveStaff = (token: string | undefined, body: unknown, language?: 'id' | 'en') =>
  call(ctx, 'POST', '/api2/dashboard/staff', {
    ...(token ? { token } : {}),
    body,
    ...(language ? { language } : {}),
  });

async function addStaff(owner = clinic.owner, overrides: Record<string, unknown> = {}) {
  const response = await saveStaff(owner.idToken, staffBody(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ data: StaffRow }>().data;
}

const listStaff = (token: string, query = '') =>
  call(ctx, 'GET', `/api2/dashboard/staff${query ? `?${query}` : ''}`, { token });

const rowsOf = (response: { json<T>(): T }) => response.json<{ data: StaffRow[] }>().data;

const business = (token: string, language: 'id' | 'en' = 'en') =>
  call(ctx, 'GET', '/api2/dashboard/business', { token, language });

describe('POST /api2/dashboard/staff (add)', () => {
  it('adds an active account to the owner’s clinic and answers its row', async () => {
    const body = staffBody({ email: uniqueEmail('Dewi').toUpperCase() });
    const response = await saveStaff(clinic.owner.idToken, body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: StaffRow }>();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Dewi Lestari',
      email: body.email.toLowerCase(),
      role: 'ROLE_DOCTOR',
      userPhoneNumber: '081234567890',
      userDob: '1990-05-17',
      userGender: 'FEMALE',
      userAddress: 'Jl. Melati No. 3, Bandung',
      identificationNumber: '3273015705900001',
      practitionerId: data.id,
      satuSehatPractitionerId: null,
      active: true,
    });
    const read = await call(ctx, 'GET', `/api2/dashboard/staff/${data.id}`, {
      token: members.staff.idToken,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: StaffRow }>().data).toEqual(data);
    // Staff who are not doctors or beauticians are nobody's practitioner.
    expect((await addStaff(clinic.owner, { role: 'ROLE_STAFF' })).practitionerId).toBeNull();
  });

  it('keeps a doctor’s SATUSEHAT IHS number, trimmed, and drops any other role’s', async () => {
    const doctor = await addStaff(clinic.owner, { satuSehatPractitionerId: ' 10009880728 ' });
    expect(doctor.satuSehatPractitionerId).toBe('10009880728');
    const read = await call(ctx, 'GET', `/api2/dashboard/staff/${doctor.id}`, {
      token: members.doctor.idToken,
    });
    expect(read.json<{ data: StaffRow }>().data.satuSehatPractitionerId).toBe('10009880728');
    const listed = rowsOf(await listStaff(clinic.owner.idToken, 'role=ROLE_DOCTOR&size=100'));
    expect(listed.find((row) => row.id === doctor.id)?.satuSehatPractitionerId).toBe('10009880728');

    const nurse = await addStaff(clinic.owner, {
      role: 'ROLE_STAFF',
      satuSehatPractitionerId: '10009880729',
    });
    expect(nurse.satuSehatPractitionerId).toBeNull();

    const tooLong = await saveStaff(
      clinic.owner.idToken,
      staffBody({ satuSehatPractitionerId: '1'.repeat(51) }),
      'en',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(problemOf(tooLong).fieldErrors?.map((error) => error.field)).toEqual([
      'satuSehatPractitionerId',
    ]);
  });

  it('answers 409 on the e-mail when any clinic has an account with it, whatever its case', async () => {
    const taken = otherClinic.owner.email.toUpperCase();
    const response = await saveStaff(clinic.owner.idToken, staffBody({ email: taken }), 'en');
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).detail).toBe(
      'This e-mail already has an account (in this clinic or another). Use another e-mail',
    );
    expect(problemOf(response).fieldErrors).toEqual([
      { field: 'email', message: problemOf(response).detail },
    ]);
    const inIndonesian = await saveStaff(clinic.owner.idToken, staffBody({ email: taken }));
    expect(problemOf(inIndonesian).detail).toBe(
      'Email ini sudah dipakai oleh akun lain (di klinik ini atau klinik lain). Gunakan email lain',
    );
  });

  it('answers 400 naming the field for bad input, the owner role included, never 500', async () => {
    const owner = await saveStaff(clinic.owner.idToken, staffBody({ role: 'ROLE_OWNER' }));
    expect(owner.statusCode).toBe(400);
    expect(problemOf(owner).fieldErrors?.map((error) => error.field)).toEqual(['role']);

    const missing = await saveStaff(clinic.owner.idToken, { name: 'Dewi' }, 'en');
    expect(missing.statusCode).toBe(400);
    const fields = problemOf(missing).fieldErrors?.map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'password', 'role', 'userPhoneNumber', 'userDob']),
    );

    const shortPassword = await saveStaff(clinic.owner.idToken, staffBody({ password: 'abc' }));
    expect(problemOf(shortPassword).fieldErrors?.map((error) => error.field)).toEqual(['password']);

    for (const body of [[], 'null', '"teks"', staffBody({ userDob: '17-05-1990' })]) {
      const answer = await saveStaff(clinic.owner.idToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemOf(answer).detail).not.toBe('');
    }
  });

  it('is for the owner only: 403 for the other roles, 401 without a token', async () => {
    for (const member of Object.values(members)) {
      const response = await saveStaff(member.idToken, staffBody(), 'en');
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toBe('Only the clinic owner can do this');
    }
    expect((await saveStaff(undefined, staffBody())).statusCode).toBe(401);
  });
});

describe('first sign-in of an account the owner added', () => {
  it('opens nothing but the password change until the member has chosen a password', async () => {
    const row = await addStaff();
    const first = await signIn(ctx, row.email, OWNER_PASSWORD);
    expect(decodeJwt(first.idToken).pwd_change).toBe(true);

    const account = await call(ctx, 'GET', '/api2/account', { token: first.idToken });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ mustChangePassword: true, role: 'ROLE_DOCTOR' });

    for (const url of ['/api2/dashboard/business', '/api2/dashboard/staff']) {
      const refused = await call(ctx, 'GET', url, { token: first.idToken, language: 'en' });
      expect(refused.statusCode, url).toBe(403);
      expect(problemOf(refused)).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        detail:
          "Choose your own password first: the one the clinic's owner set is for the first sign-in only",
      });
    }
    expect(problemOf(await business(first.idToken, 'id')).detail).toBe(
      'Buat kata sandi baru Anda terlebih dahulu: kata sandi dari pemilik klinik hanya untuk masuk pertama kali',
    );

    const changed = await call(ctx, 'POST', '/api2/account/change-password', {
      token: first.idToken,
      body: { currentPassword: OWNER_PASSWORD, newPassword: MEMBER_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    // The app refreshes: the new id token has no claim, and the dashboard opens.
    const refreshed = await refreshTokens(ctx, first.refreshToken);
    expect(decodeJwt(refreshed.idToken)).not.toHaveProperty('pwd_change');
    expect((await business(refreshed.idToken)).statusCode).toBe(200);
    const after = await call(ctx, 'GET', '/api2/account', { token: refreshed.idToken });
    expect(after.json()).toMatchObject({ mustChangePassword: false });

    // The owner's password is gone; later sign-ins go straight in.
    expect(
      (
        await call(ctx, 'POST', '/api2/authenticate', {
          body: { email: row.email, password: OWNER_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    const later = await signIn(ctx, row.email, MEMBER_PASSWORD);
    expect(decodeJwt(later.idToken)).not.toHaveProperty('pwd_change');
    expect((await business(later.idToken)).statusCode).toBe(200);
  });

  it('lets the member sign out before choosing a password', async () => {
    const row = await addStaff();
    const first = await signIn(ctx, row.email, OWNER_PASSWORD);
    const out = await call(ctx, 'POST', '/api2/logout', {
      headers: { refreshToken: first.refreshToken },
    });
    expect(out.statusCode).toBe(200);
  });
});

describe('GET /api2/dashboard/staff', () => {
  it('lists the clinic’s accounts by name, the owner and deactivated members too, with x-total-count', async () => {
    const own = await createTestClinic(ctx, 'Klinik Kenanga');
    const zaki = await addStaff(own.owner, { name: 'zaki', role: 'ROLE_STAFF' });
    const ayu = await addStaff(own.owner, { name: 'Ayu', role: 'ROLE_BEAUTICIAN' });
    const budi = await addStaff(own.owner, { name: 'Budi' });
    await call(ctx, 'POST', `/api2/dashboard/staff/${budi.id}/deactivate`, {
      token: own.owner.idToken,
    });

    const response = await listStaff(own.owner.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(rowsOf(response).map((row) => [row.name, row.role, row.active])).toEqual([
      ['Ayu', 'ROLE_BEAUTICIAN', true],
      ['Budi', 'ROLE_DOCTOR', false],
      ['Ratna', 'ROLE_OWNER', true],
      ['zaki', 'ROLE_STAFF', true],
    ]);
    expect(rowsOf(response)[0]).toEqual(ayu);
    expect(rowsOf(response)[3]).toEqual(zaki);

    const page = await listStaff(own.owner.idToken, 'page=1&size=10');
    expect(rowsOf(page)).toEqual([]);
    expect(page.headers['x-total-count']).toBe('4');
    const second = await listStaff(own.owner.idToken, 'page=0&size=10&role=ROLE_STAFF');
    expect(rowsOf(second).map((row) => row.name)).toEqual(['zaki']);
    expect(second.headers['x-total-count']).toBe('1');
  });

  it('answers every clinic role, each with its own clinic’s accounts only', async () => {
    for (const token of [clinic.owner.idToken, ...Object.values(members).map((m) => m.idToken)]) {
      const response = await listStaff(token, 'size=100');
      expect(response.statusCode).toBe(200);
      const emails = rowsOf(response).map((row) => row.email);
      expect(emails).toContain(members.doctor.email);
      expect(emails).not.toContain(otherClinic.owner.email);
    }
    const other = rowsOf(await listStaff(otherClinic.owner.idToken));
    expect(other.map((row) => row.email)).toEqual([otherClinic.owner.email]);
  });

  it('answers 400 for a bad role or page, 401 without a token', async () => {
    for (const query of ['role=ROLE_KING', 'page=-1', 'size=500', 'page=abc']) {
      const response = await listStaff(clinic.owner.idToken, query);
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).detail).not.toBe('');
    }
    expect((await call(ctx, 'GET', '/api2/dashboard/staff')).statusCode).toBe(401);
  });
});

describe('GET /api2/dashboard/staff/{id}', () => {
  it('answers 404 for another clinic’s account or an id of nobody, 401 without a token', async () => {
    const url = (id: string) => `/api2/dashboard/staff/${id}`;
    const foreign = await call(ctx, 'GET', url(clinic.owner.id), {
      token: otherClinic.owner.idToken,
      language: 'en',
    });
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Staff member not found');
    const nobody = await call(ctx, 'GET', url('bukan-uuid'), { token: clinic.owner.idToken });
    expect(nobody.statusCode).toBe(404);
    expect((await call(ctx, 'GET', url(clinic.owner.id))).statusCode).toBe(401);
  });
});

describe('POST /api2/dashboard/staff (edit)', () => {
  it('saves the owner’s changes to a member and answers the row', async () => {
    const row = await addStaff();
    const response = await saveStaff(
      clinic.owner.idToken,
      editBody(row, { name: 'Dewi Lestari Putri', role: 'ROLE_BEAUTICIAN', userDob: '1991-01-02' }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: StaffRow }>().data;
    expect(saved).toEqual({
      ...row,
      name: 'Dewi Lestari Putri',
      role: 'ROLE_BEAUTICIAN',
      userDob: '1991-01-02',
    });
    const read = await call(ctx, 'GET', `/api2/dashboard/staff/${row.id}`, {
      token: clinic.owner.idToken,
    });
    expect(read.json<{ data: StaffRow }>().data).toEqual(saved);
  });

  it('writes, changes and clears a doctor’s IHS number, and clears it when the role changes', async () => {
    const row = await addStaff();
    const edit = async (overrides: Record<string, unknown>) => {
      const response = await saveStaff(clinic.owner.idToken, editBody(row, overrides));
      expect(response.statusCode).toBe(200);
      return response.json<{ data: StaffRow }>().data.satuSehatPractitionerId;
    };
    expect(await edit({ satuSehatPractitionerId: '10009880728' })).toBe('10009880728');
    expect(await edit({ satuSehatPractitionerId: 'N10000001' })).toBe('N10000001');
    expect(await edit({ satuSehatPractitionerId: '  ' })).toBeNull();
    expect(await edit({ satuSehatPractitionerId: '10009880728' })).toBe('10009880728');
    expect(
      await edit({ role: 'ROLE_BEAUTICIAN', satuSehatPractitionerId: '10009880728' }),
    ).toBeNull();
    const read = await call(ctx, 'GET', `/api2/dashboard/staff/${row.id}`, {
      token: clinic.owner.idToken,
    });
    expect(read.json<{ data: StaffRow }>().data.satuSehatPractitionerId).toBeNull();
  });

  it('refuses the owner role (400), a taken e-mail (409), the owner’s own account (403), another clinic’s member (404)', async () => {
    const row = await addStaff();
    const toOwner = await saveStaff(clinic.owner.idToken, editBody(row, { role: 'ROLE_OWNER' }));
    expect(toOwner.statusCode).toBe(400);
    expect(problemOf(toOwner).fieldErrors?.map((error) => error.field)).toEqual(['role']);

    const taken = await saveStaff(
      clinic.owner.idToken,
      editBody(row, { email: members.staff.email }),
    );
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).fieldErrors?.[0]?.field).toBe('email');

    const badEmail = await saveStaff(clinic.owner.idToken, editBody(row, { email: 'bukan-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(problemOf(badEmail).fieldErrors?.map((error) => error.field)).toEqual(['email']);

    const ownerRows = rowsOf(await listStaff(clinic.owner.idToken, 'role=ROLE_OWNER'));
    const self = await saveStaff(
      clinic.owner.idToken,
      // Onboarding asks no identification number: the form would make the owner type one.
      editBody(ownerRows[0]!, { role: 'ROLE_STAFF', identificationNumber: '3273015705900002' }),
      'en',
    );
    expect(self.statusCode).toBe(403);
    expect(problemOf(self).detail).toBe(
      "The clinic owner's account is changed on the profile page, not in the staff list",
    );

    const foreign = await saveStaff(otherClinic.owner.idToken, editBody(row, { name: 'Diambil' }));
    expect(foreign.statusCode).toBe(404);
    const unchanged = await call(ctx, 'GET', `/api2/dashboard/staff/${row.id}`, {
      token: clinic.owner.idToken,
    });
    expect(unchanged.json<{ data: StaffRow }>().data).toEqual(row);

    const byDoctor = await saveStaff(members.doctor.idToken, editBody(row, { name: 'X' }));
    expect(byDoctor.statusCode).toBe(403);
  });
});

describe('deactivating and reactivating a member', () => {
  const deactivate = (token: string | undefined, id: string) =>
    call(ctx, 'POST', `/api2/dashboard/staff/${id}/deactivate`, {
      ...(token ? { token } : {}),
      language: 'en',
    });
  const activate = (token: string | undefined, id: string) =>
    call(ctx, 'POST', `/api2/dashboard/staff/${id}/activate`, {
      ...(token ? { token } : {}),
      language: 'en',
    });
  const doctorIds = async () =>
    (await call(ctx, 'GET', '/api2/dashboard/doctors', { token: clinic.owner.idToken }))
      .json<{ data: { id: string }[] }>()
      .data.map((doctor) => doctor.id);

  it('ends the member’s access at once, keeps their name on their visits, and gives it back', async () => {
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const patient = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinic.owner.idToken,
      body: patientRequestBody(),
    });
    const patientId = patient.json<{ data: { id: string } }>().data.id;
    const visitBody = {
      patientId,
      staffId: doctor.id,
      identificationNumber: '3273015705900001',
      locationId: null,
      bookingId: null,
    };
    const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinic.owner.idToken,
      body: visitBody,
    });
    expect(started.statusCode).toBe(201);
    expect(await doctorIds()).toContain(doctor.id);

    const response = await deactivate(clinic.owner.idToken, doctor.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: StaffRow }>().data).toMatchObject({
      id: doctor.id,
      active: false,
    });

    // Its open session stops at once on this instance (within 3 s on others).
    const stopped = await business(doctor.idToken);
    expect(stopped.statusCode).toBe(401);
    expect(problemOf(stopped).detail).toBe(
      "This account has been deactivated. Contact your clinic's owner",
    );
    const signInAgain = await call(ctx, 'POST', '/api2/authenticate', {
      language: 'en',
      body: { email: doctor.email, password: doctor.password },
    });
    expect(signInAgain.statusCode).toBe(403);

    // No new visits; the visit already written keeps the doctor's name.
    expect(await doctorIds()).not.toContain(doctor.id);
    await call(ctx, 'POST', `/api2/dashboard/end-visit/${patientId}`, {
      token: clinic.owner.idToken,
      body: { note: '' },
    });
    const again = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinic.owner.idToken,
      body: visitBody,
    });
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).fieldErrors?.[0]?.field).toBe('staffId');
    const history = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patientId}`, {
      token: clinic.owner.idToken,
    });
    expect(
      history.json<{ data: { practitionerId: string; practitionerName: string }[] }>().data,
    ).toEqual([
      expect.objectContaining({ practitionerId: doctor.id, practitionerName: 'Anggota' }),
    ]);

    // Once more is no error: the row as it is.
    expect((await deactivate(clinic.owner.idToken, doctor.id)).statusCode).toBe(200);

    const back = await activate(clinic.owner.idToken, doctor.id);
    expect(back.statusCode).toBe(200);
    expect(back.json<{ data: StaffRow }>().data).toMatchObject({ id: doctor.id, active: true });
    const signedIn = await signIn(ctx, doctor.email, doctor.password);
    expect((await business(signedIn.idToken)).statusCode).toBe(200);
    expect(await doctorIds()).toContain(doctor.id);
  });

  it('is for the owner of the member’s clinic, never on the owner themself', async () => {
    const row = await addStaff(clinic.owner, { role: 'ROLE_STAFF' });
    for (const change of [deactivate, activate]) {
      const self = await change(clinic.owner.idToken, clinic.owner.id);
      expect(self.statusCode).toBe(403);
      expect((await change(otherClinic.owner.idToken, row.id)).statusCode).toBe(404);
      expect((await change(clinic.owner.idToken, 'bukan-uuid')).statusCode).toBe(404);
      for (const member of Object.values(members)) {
        const refused = await change(member.idToken, row.id);
        expect(refused.statusCode).toBe(403);
        expect(problemOf(refused).detail).toBe('Only the clinic owner can do this');
      }
      expect((await change(undefined, row.id)).statusCode).toBe(401);
    }
    const read = await call(ctx, 'GET', `/api2/dashboard/staff/${row.id}`, {
      token: clinic.owner.idToken,
    });
    expect(read.json<{ data: StaffRow }>().data.active).toBe(true);
  });
});
