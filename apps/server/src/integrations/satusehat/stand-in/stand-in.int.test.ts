import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../composition/seed/demo-clinic';
import { demoPatients } from '../../../composition/seed/demo-patients';
import { registerDemoPeople } from './demo-people';
import { startStandIn, type StandIn, type StandInClient } from './stand-in';

let clock = Date.UTC(2026, 10, 26, 8);
let standIn: StandIn;
let client: StandInClient;
beforeAll(async () => {
  standIn = await startStandIn({ now: () => clock });
  client = standIn.registerClient({ organizationName: 'Klinik Uji' });
});
afterAll(async () => standIn?.close());

const tokenOf = (clientId: string, clientSecret: string, base = standIn.url) =>
  fetch(`${base}/oauth2/v1/accesstoken?grant_type=client_credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret }),
  });

async function bearer(target = client, base = standIn.url): Promise<Record<string, string>> {
  const answer = (await (await tokenOf(target.clientId, target.clientSecret, base)).json()) as {
    access_token: string;
  };
  return { authorization: `Bearer ${answer.access_token}`, 'content-type': 'application/json' };
}

describe('the SATUSEHAT stand-in', () => {
  it('answers a token with every field a string, as the platform does', async () => {
    const response = await tokenOf(client.clientId, client.clientSecret);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      token_type: 'BearerToken',
      organization_name: 'Klinik Uji',
      application_name: client.applicationName,
      status: 'approved',
      expires_in: '14399',
      issued_at: String(clock),
    });
    for (const value of Object.values(body)) expect(typeof value).toBe('string');
  });

  it('refuses wrong credentials with an OperationOutcome, then holds the client to one try a minute', async () => {
    const other = standIn.registerClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await tokenOf(other.clientId, 'wrong');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'login' }],
      });
    }
    const limited = await tokenOf(other.clientId, other.clientSecret);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ issue: [{ code: 'throttled' }] });
    clock += 61_000;
    expect((await tokenOf(other.clientId, other.clientSecret)).status).toBe(200);
  });

  it('stores organizations and locations, reads them back and searches them as Bundles', async () => {
    const headers = await bearer();
    const created = await fetch(`${standIn.url}/fhir-r4/v1/Organization`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        resourceType: 'Organization',
        active: true,
        name: 'Poli Umum',
        partOf: { reference: `Organization/${client.organizationId}` },
      }),
    });
    expect(created.status).toBe(201);
    const organization = (await created.json()) as { id: string };
    const read = await fetch(`${standIn.url}/fhir-r4/v1/Organization/${organization.id}`, {
      headers,
    });
    expect(await read.json()).toMatchObject({ id: organization.id, name: 'Poli Umum' });

    const updated = await fetch(`${standIn.url}/fhir-r4/v1/Organization/${organization.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        resourceType: 'Organization',
        id: organization.id,
        name: 'Poli Gigi',
      }),
    });
    expect(updated.status).toBe(200);

    const search = await fetch(
      `${standIn.url}/fhir-r4/v1/Organization?partof=${client.organizationId}`,
      { headers },
    );
    const bundle = (await search.json()) as Record<string, unknown>;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 0 });
    expect(bundle.link).toEqual([expect.objectContaining({ relation: 'self' })]);

    const location = await fetch(`${standIn.url}/fhir-r4/v1/Location`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        resourceType: 'Location',
        name: 'Ruang 1',
        managingOrganization: { reference: `Organization/${client.organizationId}` },
      }),
    });
    expect(location.status).toBe(201);
    const locations = (await (
      await fetch(`${standIn.url}/fhir-r4/v1/Location?organization=${client.organizationId}`, {
        headers,
      })
    ).json()) as { total: number; entry: { resource: { name: string } }[] };
    expect(locations.total).toBe(1);
    expect(locations.entry[0]?.resource.name).toBe('Ruang 1');
  });

  it('refuses a resource the platform would refuse, with the OperationOutcome text', async () => {
    const response = await fetch(`${standIn.url}/fhir-r4/v1/Location`, {
      method: 'POST',
      headers: await bearer(),
      body: JSON.stringify({
        resourceType: 'Location',
        name: 'Ruang 2',
        managingOrganization: { reference: 'Organization/unknown' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [
        { details: { text: 'Location.managingOrganization: Organization/unknown is not found' } },
      ],
    });
  });

  it('finds a patient and a practitioner by NIK, and takes an encounter and its condition', async () => {
    const headers = await bearer();
    const patient = standIn.addPatient({ nik: '3171234567890001', name: 'Budi' });
    standIn.addPractitioner({ nik: '3171234567890002', name: 'dr. Sari' });
    const found = (await (
      await fetch(
        `${standIn.url}/fhir-r4/v1/Patient?identifier=https://fhir.kemkes.go.id/id/nik|3171234567890001`,
        { headers },
      )
    ).json()) as { total: number; entry: { resource: { id: string } }[] };
    expect(found.total).toBe(1);
    expect(found.entry[0]?.resource.id).toBe(patient.id);
    expect(patient.id).toMatch(/^P\d{11}$/);
    const practitioners = (await (
      await fetch(
        `${standIn.url}/fhir-r4/v1/Practitioner?identifier=https://fhir.kemkes.go.id/id/nik|3171234567890002`,
        { headers },
      )
    ).json()) as { total: number };
    expect(practitioners.total).toBe(1);

    const encounter = await fetch(`${standIn.url}/fhir-r4/v1/Encounter`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        resourceType: 'Encounter',
        status: 'arrived',
        subject: { reference: `Patient/${patient.id}` },
      }),
    });
    expect(encounter.status).toBe(201);
    const { id } = (await encounter.json()) as { id: string };
    const condition = await fetch(`${standIn.url}/fhir-r4/v1/Condition`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        resourceType: 'Condition',
        code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'J06.9' }] },
        subject: { reference: `Patient/${patient.id}` },
        encounter: { reference: `Encounter/${id}` },
      }),
    });
    expect(condition.status).toBe(201);
  });

  it('refuses a missing, invalid or expired token with the platform’s OperationOutcome', async () => {
    const headers = await bearer();
    expect((await fetch(`${standIn.url}/fhir-r4/v1/Organization/x`)).status).toBe(401);
    standIn.expireTokens();
    const expired = await fetch(`${standIn.url}/fhir-r4/v1/Organization?partof=x`, { headers });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'security' }],
    });
  });

  it('answers 503 while the fault switch says so, and again normally once it is off', async () => {
    const control = await fetch(`${standIn.url}/__stand-in/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: '5xx', seconds: 600 }),
    });
    expect(control.status).toBe(204);
    expect((await tokenOf(client.clientId, client.clientSecret)).status).toBe(503);
    await fetch(`${standIn.url}/__stand-in/faults`, { method: 'DELETE' });
    expect((await tokenOf(client.clientId, client.clientSecret)).status).toBe(200);
  });

  it('keeps clients and resources across a restart when it has a state file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'praktik-stand-in-'));
    try {
      const stateFile = path.join(dir, 'stand-in.json');
      const first = await startStandIn({ stateFile });
      const kept = first.registerClient();
      const created = await fetch(`${first.url}/fhir-r4/v1/Organization`, {
        method: 'POST',
        headers: await bearer(kept, first.url),
        body: JSON.stringify({ resourceType: 'Organization', name: 'Tetap' }),
      });
      const { id } = (await created.json()) as { id: string };
      await first.close();

      const second = await startStandIn({ stateFile });
      try {
        const read = await fetch(`${second.url}/fhir-r4/v1/Organization/${id}`, {
          headers: await bearer(kept, second.url),
        });
        expect(await read.json()).toMatchObject({ id, name: 'Tetap' });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("knows the demo clinic's patients and doctors by NIK, with the same ids after a restart", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'praktik-stand-in-'));
    const byNik = async (target: StandIn, reader: StandInClient, type: string, nik: string) =>
      (await (
        await fetch(
          `${target.url}/fhir-r4/v1/${type}?identifier=https://fhir.kemkes.go.id/id/nik|${nik}`,
          { headers: await bearer(reader, target.url) },
        )
      ).json()) as { total: number; entry?: { resource: { id: string } }[] };
    const andi = DEMO_USERS.find((user) => user.email === 'dokter.andi@demo.praktik.id')!;
    const withKtp = demoPatients().find((patient) => patient.identificationType === 'KTP')!;
    const withPassport = demoPatients().find(
      (patient) => patient.identificationType === 'PASSPORT',
    );
    try {
      const stateFile = path.join(dir, 'stand-in.json');
      const first = await startStandIn({ stateFile });
      const reader = first.registerClient();
      registerDemoPeople(first);
      const doctor = await byNik(first, reader, 'Practitioner', andi.identificationNumber);
      expect(doctor.entry?.[0]?.resource.id).toBe(andi.satuSehatPractitionerId);
      const patient = await byNik(first, reader, 'Patient', withKtp.identificationNumber!);
      expect(patient.total).toBe(1);
      if (withPassport) {
        expect(
          (await byNik(first, reader, 'Patient', withPassport.identificationNumber!)).total,
        ).toBe(0);
      }
      await first.close();

      const second = await startStandIn({ stateFile });
      try {
        registerDemoPeople(second);
        const again = await byNik(second, reader, 'Patient', withKtp.identificationNumber!);
        expect(again.total).toBe(1);
        expect(again.entry?.[0]?.resource.id).toBe(patient.entry?.[0]?.resource.id);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
