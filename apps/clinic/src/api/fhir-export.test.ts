import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerIdToken, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { attachmentName, downloadPatientFhirBundle } = await import('./fhir-export');

describe('the FHIR export download', () => {
  beforeEach(() => {
    saveSession({ idToken: ownerIdToken(), refreshToken: 'r', onboardingCompleted: true });
  });

  it('saves the Bundle under the name the server gives it', async () => {
    const body = JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] });
    const fetchMock = vi.fn(
      async () =>
        new Response(body, {
          headers: {
            'content-type': 'application/fhir+json; charset=utf-8',
            'content-disposition': 'attachment; filename="RM-001.fhir.json"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await downloadPatientFhirBundle('p-1', save);
    expect((fetchMock.mock.calls.at(-1) as unknown as [string])[0]).toBe(
      '/api2/dashboard/patients/p-1/fhir-bundle',
    );
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('RM-001.fhir.json');
    expect(await blob.text()).toBe(body);
  });

  it('falls back to a plain name when the header is missing or names a path', () => {
    expect(attachmentName(null, 'patient.fhir.json')).toBe('patient.fhir.json');
    expect(attachmentName('attachment; filename="../x.json"', 'patient.fhir.json')).toBe(
      'patient.fhir.json',
    );
  });

  it("throws the server's problem and saves no file", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 403, detail: 'Akses ditolak' }), {
          status: 403,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const save = vi.fn();
    await expect(downloadPatientFhirBundle('p-1', save)).rejects.toBeInstanceOf(ApiError);
    expect(save).not.toHaveBeenCalled();
  });
});
