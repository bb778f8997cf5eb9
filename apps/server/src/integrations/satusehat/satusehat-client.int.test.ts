import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSatuSehatClient, type PlatformCredentials } from './satusehat-client';
import { startStandIn, type StandIn } from './stand-in/stand-in';

let standIn: StandIn;
let clock = Date.UTC(2026, 10, 26, 8);
const now = () => new Date(clock);
beforeAll(async () => {
  standIn = await startStandIn({ now: () => clock });
});
afterAll(async () => standIn?.close());

function linkedClient() {
  const registered = standIn.registerClient({ organizationName: 'Klinik Klien' });
  const credentials: PlatformCredentials = {
    organizationId: registered.organizationId,
    clientKey: registered.clientId,
    secretKey: registered.clientSecret,
  };
  return { registered, credentials };
}

const client = () => createSatuSehatClient({ baseUrl: standIn.url, timeoutMs: 2_000, now });
const organization = (partOf: string) => ({
  resourceType: 'Organization',
  active: true,
  name: 'Poli Anak',
  partOf: { reference: `Organization/${partOf}` },
});

describe('the SATUSEHAT client', () => {
  it('fetches a token once and reuses it until shortly before it expires', async () => {
    const { registered, credentials } = linkedClient();
    const platform = client();
    const token = await platform.fetchToken(credentials);
    expect(token).toMatchObject({
      ok: true,
      value: { organizationName: 'Klinik Klien', status: 'approved' },
    });
    expect((await platform.create(credentials, organization(credentials.organizationId))).ok).toBe(
      true,
    );
    expect(standIn.tokenRequests(registered.clientId)).toBe(1);
    clock += 14_399_000 - 30_000;
    expect((await platform.search(credentials, 'Organization', { partof: 'x' })).ok).toBe(true);
    expect(standIn.tokenRequests(registered.clientId)).toBe(2);
  });

  it('takes one fresh token and retries once when the platform says the token is invalid', async () => {
    const { registered, credentials } = linkedClient();
    const platform = client();
    await platform.fetchToken(credentials);
    standIn.expireTokens();
    const created = await platform.create(credentials, organization(credentials.organizationId));
    expect(created.ok).toBe(true);
    expect(standIn.tokenRequests(registered.clientId)).toBe(2);
  });

  it('types each failure: wrong credentials, a refused resource, rate limit, down, hanging', async () => {
    const { registered, credentials } = linkedClient();
    const platform = client();
    const wrong = { ...credentials, secretKey: 'wrong' };
    expect(await platform.fetchToken(wrong)).toEqual({
      ok: false,
      error: { kind: 'credentials', text: expect.stringContaining('Invalid client credentials') },
    });
    expect(await platform.create(credentials, organization('nope'))).toEqual({
      ok: false,
      error: { kind: 'refused', text: 'Organization.partOf: Organization/nope is not found' },
    });
    standIn.setFault('5xx', 600);
    expect(await platform.read(credentials, 'Organization', 'x')).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    standIn.setFault('timeout', 600);
    expect(await platform.fetchToken(credentials)).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    standIn.clearFault();
    for (let attempt = 0; attempt < 3; attempt += 1) await platform.fetchToken(wrong);
    expect(await platform.fetchToken(credentials)).toEqual({
      ok: false,
      error: { kind: 'rate-limited', retryAfterSeconds: expect.any(Number) },
    });
    expect(standIn.findClient(registered.clientId)).toBeDefined();
    expect(
      await createSatuSehatClient({ baseUrl: 'http://127.0.0.1:9', now }).fetchToken(credentials),
    ).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });

  it('finds a patient by NIK (the IHS number is the id), and null for an unknown NIK', async () => {
    const { credentials } = linkedClient();
    const platform = client();
    const patient = standIn.addPatient({ nik: '3201012345678901', name: 'Siti' });
    const found = await platform.findPatientByNik(credentials, '3201012345678901');
    expect(found).toMatchObject({ ok: true, value: { id: patient.id } });
    expect(await platform.findPatientByNik(credentials, '3201012345678999')).toEqual({
      ok: true,
      value: null,
    });
    const encounter = await platform.createEncounter(credentials, {
      resourceType: 'Encounter',
      status: 'arrived',
      subject: { reference: `Patient/${patient.id}` },
    });
    expect(encounter.ok).toBe(true);
  });
});
