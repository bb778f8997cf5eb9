import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  clinicChoiceIds,
  createTestClinic,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';

let ctx: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
beforeAll(async () => {
  ctx = await createTestApp();
  clinicA = await createTestClinic(ctx, 'Klinik Anggrek');
  clinicB = await createTestClinic(ctx, 'Klinik Bougenville');
});
afterAll(async () => ctx?.close());

/** This server's URL of an upload of the clinic's (how the app sends an uploaded picture). */
const uploadOf = (clinic: TestClinic, purpose: string, extension = 'png') =>
  `http://api.praktik.test/files/${clinic.businessId}/${purpose}/${randomUUID()}.${extension}`;

async function saveBody(overrides: Record<string, unknown> = {}, clinic = clinicA) {
  const { businessTypeId, serviceIds } = await clinicChoiceIds(ctx);
  return {
    name: 'Klinik Anggrek Baru',
    address: 'Jl. Kenanga No. 9, Bogor',
    logo: uploadOf(clinic, 'logo'),
    mainPhoto: uploadOf(clinic, 'main-photo', 'jpg'),
    businessTypeId,
    serviceIds: serviceIds.slice(0, 1),
    published: true,
    primaryColor: 'color_7',
    successReservationUrl: 'https://klinik-anggrek.id/terima-kasih',
    ...overrides,
  };
}

describe('GET /api2/dashboard/business', () => {
  it('answers the caller’s clinic in the documented shape', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/business', {
      token: clinicA.owner.idToken,
    });
    expect(response.statusCode).toBe(200);
    const business = response.json<Record<string, unknown>>();
    expect(Object.keys(business).sort()).toEqual(
      [
        'address',
        'businessTypeId',
        'email',
        'id',
        'logo',
        'mainPhoto',
        'name',
        'phoneNumber',
        'primaryColor',
        'published',
        'serviceIds',
        'services',
        'successReservationUrl',
        'type',
      ].sort(),
    );
    expect(business).toMatchObject({ id: clinicA.businessId, name: 'Klinik Anggrek' });
    expect(business.type).toEqual({ id: business.businessTypeId, name: expect.any(String) });
  });

  it('shows every member their own clinic only: a token of clinic B reads B', async () => {
    const doctorB = await addClinicMember(ctx, clinicB, 'ROLE_DOCTOR');
    const asB = await call(ctx, 'GET', '/api2/dashboard/business', { token: doctorB.idToken });
    expect(asB.statusCode).toBe(200);
    expect(asB.json()).toMatchObject({ id: clinicB.businessId, name: 'Klinik Bougenville' });
    const asA = await call(ctx, 'GET', '/api2/dashboard/business', {
      token: clinicA.owner.idToken,
    });
    expect(asA.json()).toMatchObject({ id: clinicA.businessId });
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api2/dashboard/business')).statusCode).toBe(401);
  });
});

describe('POST /api2/dashboard/business', () => {
  it('lets the owner save the clinic and answers the saved clinic', async () => {
    const clinic = await createTestClinic(ctx);
    const owner = clinic.owner;
    const body = await saveBody({}, clinic);
    const response = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: owner.idToken,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: body.name,
      address: body.address,
      logo: body.logo,
      mainPhoto: body.mainPhoto,
      serviceIds: body.serviceIds,
      published: true,
      primaryColor: 'color_7',
      successReservationUrl: body.successReservationUrl,
    });
    const reread = await call(ctx, 'GET', '/api2/dashboard/business', { token: owner.idToken });
    expect(reread.json()).toEqual(response.json());
  });

  it('saves the clinic’s e-mail and phone as patients reach it; blank clears them; bad ones are 400 on the field', async () => {
    const clinic = await createTestClinic(ctx);
    const token = clinic.owner.idToken;
    const saved = await call(ctx, 'POST', '/api2/dashboard/business', {
      token,
      body: await saveBody(
        { email: ' Halo@Anggrek.Example ', phoneNumber: '+62 251-834-567' },
        clinic,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email: 'halo@anggrek.example',
      phoneNumber: '0251834567',
    });
    const reread = await call(ctx, 'GET', '/api2/dashboard/business', { token });
    expect(reread.json()).toMatchObject({
      email: 'halo@anggrek.example',
      phoneNumber: '0251834567',
    });

    const bad = await call(ctx, 'POST', '/api2/dashboard/business', {
      token,
      body: await saveBody({ email: 'halo@', phoneNumber: 'call us' }, clinic),
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    const fields = problemOf(bad).fieldErrors ?? [];
    expect(fields.map((error) => error.field).sort()).toEqual(['email', 'phoneNumber']);
    expect(fields.find((error) => error.field === 'email')?.message).toBe(
      'Please enter Valid Clinic e-mail',
    );
    const stillSaved = await call(ctx, 'GET', '/api2/dashboard/business', { token });
    expect(stillSaved.json()).toMatchObject({ email: 'halo@anggrek.example' });

    const cleared = await call(ctx, 'POST', '/api2/dashboard/business', {
      token,
      body: await saveBody({ email: '', phoneNumber: '' }, clinic),
    });
    expect(cleared.json()).toMatchObject({ email: null, phoneNumber: null });
  });

  it('keeps this server’s file URLs as /files/ paths, answered on PUBLIC_URL; others as given', async () => {
    const clinic = await createTestClinic(ctx);
    const body = {
      ...(await saveBody({}, clinic)),
      mainPhoto: 'https://cdn.example.id/foto/klinik.jpg',
    };
    const response = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: clinic.owner.idToken,
      body,
    });
    expect(response.json()).toMatchObject({ logo: body.logo, mainPhoto: body.mainPhoto });
    const stored = await ctx.repositories.businesses.findBusiness(clinic.businessId);
    expect(stored).toMatchObject({
      logo: body.logo.replace('http://api.praktik.test', ''),
      mainPhoto: 'https://cdn.example.id/foto/klinik.jpg',
    });
  });

  it('takes as logo and main photo only the clinic’s own uploads or https addresses: 400 on the field', async () => {
    const refused = [
      { value: 'javascript:alert(document.cookie)', detail: 'Please enter Valid Business logo' },
      { value: 'data:image/svg+xml;base64,PHN2Zz4=', detail: 'Please enter Valid Business logo' },
      { value: 'http://elsewhere.example/logo.png', detail: /https address/ },
      {
        value: uploadOf(clinicB, 'logo'),
        detail: 'The file must be uploaded to this clinic first',
      },
      {
        value: `/files/${clinicA.businessId}/%2e%2e/${clinicB.businessId}/logo/${randomUUID()}.png`,
        detail: 'The file must be uploaded to this clinic first',
      },
    ];
    for (const { value, detail } of refused) {
      const response = await call(ctx, 'POST', '/api2/dashboard/business', {
        token: clinicA.owner.idToken,
        body: await saveBody({ logo: value }),
        language: 'en',
      });
      expect(response.statusCode, value).toBe(400);
      expect(problemOf(response).fieldErrors?.[0]?.field, value).toBe('logo');
      expect(problemOf(response).detail, value).toEqual(
        typeof detail === 'string' ? detail : expect.stringMatching(detail),
      );
    }
    const photo = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: clinicA.owner.idToken,
      body: await saveBody({ mainPhoto: 'javascript:alert(1)' }),
    });
    expect(problemOf(photo).fieldErrors?.[0]?.field).toBe('mainPhoto');
    const saved = await ctx.repositories.businesses.findBusiness(clinicA.businessId);
    expect(JSON.stringify(saved)).not.toMatch(/javascript:|data:/);
  });

  it('changes only the caller’s clinic, whatever id the body carries', async () => {
    const body = {
      ...(await saveBody({ name: 'Klinik Anggrek Ganti' })),
      id: clinicB.businessId,
      businessId: clinicB.businessId,
    };
    const response = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: clinicA.owner.idToken,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: clinicA.businessId, name: 'Klinik Anggrek Ganti' });
    const b = await call(ctx, 'GET', '/api2/dashboard/business', { token: clinicB.owner.idToken });
    expect(b.json()).toMatchObject({ id: clinicB.businessId, name: 'Klinik Bougenville' });
  });

  it('is for the owner only: doctors, beauticians and staff get 403', async () => {
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const) {
      const member = await addClinicMember(ctx, clinicA, role);
      // Even with a bad body the answer is about the role, before the body is looked at.
      const response = await call(ctx, 'POST', '/api2/dashboard/business', {
        token: member.idToken,
        body: {},
        language: 'en',
      });
      expect(response.statusCode, role).toBe(403);
      expect(problemOf(response).detail).toBe('Only the clinic owner can do this');
    }
  });

  it('answers bad input with 400 and field errors', async () => {
    const response = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: clinicA.owner.idToken,
      body: await saveBody({
        name: '',
        serviceIds: [],
        primaryColor: 'pink',
        successReservationUrl: 'javascript:alert(1)',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['name', 'serviceIds', 'primaryColor', 'successReservationUrl']),
    );
    const unknownType = await call(ctx, 'POST', '/api2/dashboard/business', {
      token: clinicA.owner.idToken,
      body: await saveBody({ businessTypeId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await call(ctx, 'POST', '/api2/dashboard/business', { body: await saveBody() })).statusCode,
    ).toBe(401);
  });
});

describe('/api2/dashboard/business/online-booking', () => {
  const path = '/api2/dashboard/business/online-booking';

  it('starts at 20 unconfirmed online bookings a day and holds that never expire', async () => {
    const response = await call(ctx, 'GET', path, { token: clinicB.owner.idToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      maxUnconfirmedOnlinePerDay: 20,
      unconfirmedHoldMinutes: null,
      patientRescheduleCutoffHours: 24,
    });
  });

  it('saves the owner’s cap, hold and reschedule cutoff for their clinic only', async () => {
    const saved = await call(ctx, 'PUT', path, {
      token: clinicA.owner.idToken,
      body: {
        maxUnconfirmedOnlinePerDay: 5,
        unconfirmedHoldMinutes: 30,
        patientRescheduleCutoffHours: 48,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = {
      maxUnconfirmedOnlinePerDay: 5,
      unconfirmedHoldMinutes: 30,
      patientRescheduleCutoffHours: 48,
    };
    expect(saved.json()).toEqual(stored);
    const read = await call(ctx, 'GET', path, { token: clinicA.owner.idToken });
    expect(read.json()).toEqual(stored);
    const other = await call(ctx, 'GET', path, { token: clinicB.owner.idToken });
    expect(other.json()).toMatchObject({ maxUnconfirmedOnlinePerDay: 20 });

    // Back to holds that never expire; patients call to change their time.
    const never = await call(ctx, 'PUT', path, {
      token: clinicA.owner.idToken,
      body: {
        maxUnconfirmedOnlinePerDay: 5,
        unconfirmedHoldMinutes: null,
        patientRescheduleCutoffHours: null,
      },
    });
    expect(never.json()).toEqual({
      maxUnconfirmedOnlinePerDay: 5,
      unconfirmedHoldMinutes: null,
      patientRescheduleCutoffHours: null,
    });
  });

  it('refuses values out of range with 400 naming the field, translated', async () => {
    for (const [body, field, detail] of [
      [
        {
          maxUnconfirmedOnlinePerDay: 0,
          unconfirmedHoldMinutes: null,
          patientRescheduleCutoffHours: 24,
        },
        'maxUnconfirmedOnlinePerDay',
        'Unconfirmed online bookings allowed per day must be a whole number between 1 and 500',
      ],
      [
        {
          maxUnconfirmedOnlinePerDay: 20,
          unconfirmedHoldMinutes: 5,
          patientRescheduleCutoffHours: 24,
        },
        'unconfirmedHoldMinutes',
        'Time to confirm (minutes) must be a whole number between 15 and 1440',
      ],
      [
        {
          maxUnconfirmedOnlinePerDay: 20,
          unconfirmedHoldMinutes: '30',
          patientRescheduleCutoffHours: 24,
        },
        'unconfirmedHoldMinutes',
        'Time to confirm (minutes) must be a whole number between 15 and 1440',
      ],
      [
        {
          maxUnconfirmedOnlinePerDay: 20,
          unconfirmedHoldMinutes: null,
          patientRescheduleCutoffHours: 169,
        },
        'patientRescheduleCutoffHours',
        'Patients may change the time themselves until (hours before) must be a whole number between 0 and 168',
      ],
    ] as const) {
      const refused = await call(ctx, 'PUT', path, {
        token: clinicA.owner.idToken,
        body,
        language: 'en',
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(problemOf(refused).fieldErrors).toEqual([{ field, message: detail }]);
    }
    const read = await call(ctx, 'GET', path, { token: clinicA.owner.idToken });
    expect(read.json()).toMatchObject({ maxUnconfirmedOnlinePerDay: 5 });
  });

  it('is the owner’s: other members get 403 and change nothing', async () => {
    const staff = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    for (const [method, body] of [
      ['GET', undefined],
      [
        'PUT',
        {
          maxUnconfirmedOnlinePerDay: 1,
          unconfirmedHoldMinutes: 15,
          patientRescheduleCutoffHours: 1,
        },
      ],
    ] as const) {
      const response = await call(ctx, method, path, { token: staff.idToken, body });
      expect(response.statusCode).toBe(403);
    }
    const read = await call(ctx, 'GET', path, { token: clinicA.owner.idToken });
    expect(read.json()).toMatchObject({ maxUnconfirmedOnlinePerDay: 5 });
  });
});
