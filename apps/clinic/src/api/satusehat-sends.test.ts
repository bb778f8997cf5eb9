import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callOf, json, ownerIdToken, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { getPatientSatuSehat, getVisitSatuSehat, retrySend } = await import('./satusehat-sends');

const VISIT = '7d1b6c1e-3f0a-4c2b-9a5e-1b2c3d4e5f60';
const failed = {
  id: '0f0e0d0c-0b0a-4909-8807-060504030201',
  visitId: VISIT,
  kind: 'PATIENT_LOOKUP',
  position: null,
  status: 'FAILED',
  attempts: 1,
  lastError: 'Pasien belum memiliki NIK (KTP)',
  resourceId: null,
  createdAt: '2026-11-27T01:00:00.000Z',
  updatedAt: '2026-11-27T01:00:05.000Z',
  sentAt: null,
  nextAttemptAt: null,
};
const visitLink = {
  visitId: VISIT,
  satuSehatPatientId: null,
  satuSehatEncounterId: null,
  sends: [failed],
};

describe('the visit’s SATUSEHAT link', () => {
  beforeEach(() => {
    saveSession({ idToken: ownerIdToken(), refreshToken: 'r', onboardingCompleted: true });
  });

  it('reads a visit’s and a patient’s link as the domain’s shapes', async () => {
    const fetchMock = vi.fn(async () => json({ data: visitLink }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getVisitSatuSehat(VISIT)).toEqual(visitLink);
    expect(callOf(fetchMock).url).toBe(`/api2/dashboard/visits/${VISIT}/satu-sehat`);

    const patientLink = {
      patientId: '3c2b1a09-8f7e-4d6c-9b5a-493827160504',
      clinicLinked: true,
      satuSehatPatientId: 'P02478375538',
      visits: [visitLink],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: patientLink })),
    );
    expect(await getPatientSatuSehat(patientLink.patientId)).toEqual(patientLink);
  });

  it('refuses an answer that is not a send log', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { ...visitLink, sends: [{ ...failed, status: 'LOST' }] } })),
    );
    await expect(getVisitSatuSehat(VISIT)).rejects.toThrow();
  });

  it('retries a send with a POST and answers it PENDING; a refusal carries the server’s detail', async () => {
    const fetchMock = vi.fn(async () => json({ data: { ...failed, status: 'PENDING' } }, 202));
    vi.stubGlobal('fetch', fetchMock);
    expect((await retrySend(failed.id)).status).toBe('PENDING');
    expect(callOf(fetchMock).url).toBe(`/api2/dashboard/satu-sehat/sends/${failed.id}/retry`);
    expect(callOf(fetchMock).init.method).toBe('POST');

    const detail = 'Hanya pengiriman yang gagal yang dapat dikirim ulang';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 409, title: 'Conflict', detail }, 409)),
    );
    const error = await retrySend(failed.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).detail).toBe(detail);
  });
});
