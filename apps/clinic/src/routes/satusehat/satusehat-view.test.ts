import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/error';
import {
  credentialFormDefaults,
  environmentLabelKey,
  isNoLinkError,
  placeCredentialError,
} from './satusehat-view';

const GENERIC = 'Ada yang salah!';

describe('the credential form', () => {
  it('starts empty without a link, and with the saved ids but never a secret with one', () => {
    expect(credentialFormDefaults(null)).toEqual({
      organizationId: '',
      clientKey: '',
      secretKey: '',
    });
    expect(
      credentialFormDefaults({
        organizationId: 'org-1',
        clientKey: 'ck',
        secretKeySet: true,
        organizationName: 'Klinik',
        applicationName: 'App',
        status: 'active',
        environment: 'sandbox',
        verifiedAt: null,
      }),
    ).toEqual({ organizationId: 'org-1', clientKey: 'ck', secretKey: '' });
  });

  it('names each environment by its own key', () => {
    expect(environmentLabelKey('stand-in')).toBe('satusehat.environment.standIn');
    expect(environmentLabelKey('production')).toBe('satusehat.environment.production');
  });

  it('puts a 400 naming the client key under that field, in the words of the detail', () => {
    const error = new ApiError({
      status: 400,
      detail: 'Client key atau secret key salah: invalid_client',
      fieldErrors: [{ field: 'clientKey', message: 'Client key atau secret key salah' }],
    });
    expect(placeCredentialError(error, GENERIC)).toEqual({
      fields: [{ field: 'clientKey', message: 'Client key atau secret key salah: invalid_client' }],
      form: null,
    });
  });

  it('puts several named fields under each, in their own words', () => {
    const error = new ApiError({
      status: 400,
      detail: 'Periksa isian',
      fieldErrors: [
        { field: 'organizationId', message: 'ID wajib' },
        { field: 'secretKey', message: 'Secret wajib' },
      ],
    });
    expect(placeCredentialError(error, GENERIC).fields).toEqual([
      { field: 'organizationId', message: 'ID wajib' },
      { field: 'secretKey', message: 'Secret wajib' },
    ]);
  });

  it('shows too many attempts, an unreachable platform or a 400 without a field above the form', () => {
    for (const status of [429, 503]) {
      const error = new ApiError({
        status,
        detail: `detail ${status}`,
        fieldErrors: [{ field: 'clientKey', message: 'x' }],
      });
      expect(placeCredentialError(error, GENERIC)).toEqual({
        fields: [],
        form: `detail ${status}`,
      });
    }
    expect(placeCredentialError(new ApiError({ status: 400, detail: 'no' }), GENERIC)).toEqual({
      fields: [],
      form: 'no',
    });
    expect(placeCredentialError(new ApiError({ status: 0 }), GENERIC).form).toBe(GENERIC);
    expect(placeCredentialError(new Error('boom'), GENERIC).form).toBe(GENERIC);
  });

  it('knows a 409 on a resource save as "no link yet"', () => {
    expect(isNoLinkError(new ApiError({ status: 409, detail: 'no link' }))).toBe(true);
    expect(isNoLinkError(new ApiError({ status: 400 }))).toBe(false);
    expect(isNoLinkError(new Error('x'))).toBe(false);
  });
});
