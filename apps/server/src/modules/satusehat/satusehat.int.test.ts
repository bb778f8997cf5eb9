import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satuSehatIntegrations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import {
  linkClinicToSatuSehat,
  locationFormBody,
  organizationFormBody,
} from '../../test/satusehat-fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx?.close());

const INTEGRATION = '/api2/dashboard/satu-sehat/integration';
const send = (
  clinic: TestClinic,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  language: 'id' | 'en' = 'en',
) => call(ctx, method, url, { token: clinic.owner.idToken, language, ...(body ? { body } : {}) });

describe('the SATUSEHAT integration calls', () => {
  it('saves the link after the platform gave a token, never answers the secret, and keeps it encrypted', async () => {
    const clinic = await createTestClinic(ctx);
    expect((await send(clinic, 'GET', INTEGRATION)).json()).toEqual({ data: null });
    const client = ctx.standIn.registerClient({ organizationName: 'Klinik Mawar' });
    const saved = await send(clinic, 'POST', INTEGRATION, {
      organizationId: client.organizationId,
      clientKey: client.clientId,
      secretKey: client.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      data: {
        organizationName: 'Klinik Mawar',
        applicationName: client.applicationName,
        status: 'approved',
      },
    });
    const view = await send(clinic, 'GET', INTEGRATION);
    expect(view.json()).toMatchObject({
      data: {
        organizationId: client.organizationId,
        clientKey: client.clientId,
        secretKeySet: true,
        organizationName: 'Klinik Mawar',
        environment: 'stand-in',
      },
    });
    expect(view.body).not.toContain(client.clientSecret);
    const rows = await ctx.database.db.select().from(satuSehatIntegrations);
    expect(JSON.stringify(rows)).not.toContain(client.clientSecret);

    // An empty secret keeps the saved one (the form never gets it back).
    const again = await send(clinic, 'POST', INTEGRATION, {
      organizationId: client.organizationId,
      clientKey: client.clientId,
      secretKey: '',
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses an empty secret when none is saved, naming secretKey', async () => {
    const clinic = await createTestClinic(ctx);
    const response = await send(clinic, 'POST', INTEGRATION, {
      organizationId: 'x',
      clientKey: 'y',
      secretKey: '',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors?.[0]?.field).toBe('secretKey');
  });

  it('answers bad input 400 with a translated detail', async () => {
    const clinic = await createTestClinic(ctx);
    const response = await send(clinic, 'POST', INTEGRATION, { clientKey: 'y' });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).not.toBe('');
  });

  it('refuses an organization id that is no platform id (`../../x`), naming it, and asks the platform nothing', async () => {
    const clinic = await createTestClinic(ctx);
    const client = ctx.standIn.registerClient();
    const response = await send(
      clinic,
      'POST',
      INTEGRATION,
      {
        organizationId: '../../x',
        clientKey: client.clientId,
        secretKey: client.clientSecret,
      },
      'id',
    );
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors).toEqual([
      {
        field: 'organizationId',
        message:
          'ID Organisasi hanya berisi huruf, angka, tanda hubung dan titik, seperti tertulis di SATUSEHAT',
      },
    ]);
    expect((await send(clinic, 'GET', INTEGRATION)).json()).toEqual({ data: null });
  });

  it('refuses wrong credentials with the platform’s text, then rate limits, saving nothing', async () => {
    const clinic = await createTestClinic(ctx);
    const client = ctx.standIn.registerClient();
    const wrong = {
      organizationId: client.organizationId,
      clientKey: client.clientId,
      secretKey: 'salah',
    };
    const refused = await send(clinic, 'POST', INTEGRATION, wrong, 'id');
    expect(refused.statusCode).toBe(400);
    const problem = problemOf(refused);
    expect(problem.detail).toMatch(
      /^SATUSEHAT menolak Client Key atau Secret Key ini: Invalid client/,
    );
    expect(problem.fieldErrors?.[0]?.field).toBe('clientKey');
    await send(clinic, 'POST', INTEGRATION, wrong);
    await send(clinic, 'POST', INTEGRATION, wrong);
    const limited = await send(clinic, 'POST', INTEGRATION, {
      ...wrong,
      secretKey: client.clientSecret,
    });
    expect(limited.statusCode).toBe(429);
    expect((await send(clinic, 'GET', INTEGRATION)).json()).toEqual({ data: null });
  });

  it('answers 503 and saves nothing while the platform is down or hangs, and works once it is back', async () => {
    const clinic = await createTestClinic(ctx);
    const client = ctx.standIn.registerClient();
    const body = {
      organizationId: client.organizationId,
      clientKey: client.clientId,
      secretKey: client.clientSecret,
    };
    ctx.standIn.setFault('5xx', 600);
    const down = await send(clinic, 'POST', INTEGRATION, body);
    expect(down.statusCode).toBe(503);
    expect(problemOf(down).detail).toContain('SATUSEHAT');
    ctx.standIn.setFault('timeout', 600);
    expect((await send(clinic, 'POST', INTEGRATION, body)).statusCode).toBe(503);
    expect((await send(clinic, 'GET', INTEGRATION)).json()).toEqual({ data: null });
    ctx.standIn.clearFault();
    expect((await send(clinic, 'POST', INTEGRATION, body)).statusCode).toBe(200);
  });
});

describe('SATUSEHAT organizations and locations', () => {
  it('refuses adding before the clinic is linked (409)', async () => {
    const clinic = await createTestClinic(ctx);
    const response = await send(
      clinic,
      'POST',
      '/api2/dashboard/satu-sehat/organization',
      organizationFormBody(),
    );
    expect(response.statusCode).toBe(409);
  });

  it('adds on the platform first, lists from our copy with paging, reads and edits', async () => {
    const clinic = await createTestClinic(ctx);
    const client = await linkClinicToSatuSehat(ctx, clinic);
    const added = await send(
      clinic,
      'POST',
      '/api2/dashboard/satu-sehat/organization',
      organizationFormBody({ name: 'Poli Gigi' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const organization = added.json<{ data: { id: string; partOf: unknown } }>().data;
    expect(organization.partOf).toEqual({ reference: `Organization/${client.organizationId}` });
    expect(ctx.standIn.resource('Organization', organization.id)).toMatchObject({
      name: 'Poli Gigi',
      identifier: [{ system: `http://sys-ids.kemkes.go.id/organization/${client.organizationId}` }],
    });
    await send(
      clinic,
      'POST',
      '/api2/dashboard/satu-sehat/organization',
      organizationFormBody({ name: 'Poli Anak' }),
    );
    const page = await send(clinic, 'GET', '/api2/dashboard/satu-sehat/organization?page=2&size=1');
    expect(page.json()).toMatchObject({
      total: 2,
      page: 2,
      size: 1,
      entry: [{ resource: { id: organization.id, name: 'Poli Gigi' } }],
    });
    const edited = await send(clinic, 'POST', '/api2/dashboard/satu-sehat/organization', {
      ...organizationFormBody({ name: 'Poli Gigi Anak' }),
      id: organization.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await send(
      clinic,
      'GET',
      `/api2/dashboard/satu-sehat/organization/${organization.id}`,
    );
    expect(read.json()).toMatchObject({ data: { id: organization.id, name: 'Poli Gigi Anak' } });

    const other = await createTestClinic(ctx);
    expect(
      (await send(other, 'GET', `/api2/dashboard/satu-sehat/organization/${organization.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses what the platform refuses with its text, and keeps the list while the platform is down', async () => {
    const clinic = await createTestClinic(ctx);
    await linkClinicToSatuSehat(ctx, clinic);
    const added = await send(
      clinic,
      'POST',
      '/api2/dashboard/satu-sehat/location',
      locationFormBody(),
    );
    expect(added.statusCode, added.body).toBe(201);
    const location = added.json<{ data: { id: string } }>().data;

    ctx.standIn.setFault('refuse', 600, 'Location.address: kode kelurahan tidak dikenal');
    const refused = await send(
      clinic,
      'POST',
      '/api2/dashboard/satu-sehat/location',
      locationFormBody({ name: 'Ruang 9' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused).detail).toContain('Location.address: kode kelurahan tidak dikenal');

    ctx.standIn.setFault('5xx', 600);
    const down = await send(
      clinic,
      'POST',
      '/api2/dashboard/satu-sehat/location',
      locationFormBody({ name: 'Ruang 10' }),
    );
    expect(down.statusCode).toBe(503);
    // The start-visit dialog reads the list from our copy: every role, platform or not.
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const list = await call(ctx, 'GET', '/api2/dashboard/satu-sehat/location?page=1&size=100', {
      token: doctor.idToken,
    });
    ctx.standIn.clearFault();
    expect(list.json()).toMatchObject({ total: 1, entry: [{ resource: { id: location.id } }] });
  });
});
