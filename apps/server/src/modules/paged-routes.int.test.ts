import { maxPageFor } from '@praktik/domain/tables/table-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import {
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from '../test/fixtures';
import type { PatientView } from './patients/patient-view.schema';

let ctx: TestApp;
let clinic: TestClinic;
let patient: PatientView;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Teratai');
  const created = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody(),
  });
  expect(created.statusCode).toBe(201);
  patient = created.json<{ data: PatientView }>().data;
});
afterAll(async () => ctx?.close());

/** Every list the API pages, with the largest size it allows. */
const pagedLists = () => [
  { path: '/api2/dashboard/patients', maxSize: 100 },
  { path: '/api2/dashboard/visits', maxSize: 99999 },
  { path: `/api2/dashboard/visits-history/${patient.id}`, maxSize: 99999 },
  { path: '/api2/dashboard/inactive-visits', maxSize: 99999 },
  { path: '/api2/dashboard/practitioner-stats', maxSize: 99999 },
  { path: '/api2/dashboard/icd10', maxSize: 100 },
  { path: '/api2/dashboard/staff', maxSize: 100 },
];

describe('the total of a paged list', () => {
  it('is in x-total-count; the body is the page the route names, without the total', async () => {
    for (const { path } of pagedLists()) {
      const response = await call(ctx, 'GET', `${path}?page=0&size=5`, {
        token: clinic.owner.idToken,
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      expect(response.headers['x-total-count']).toMatch(/^\d+$/);
      expect(Object.keys(response.json<object>())).toEqual(['data']);
    }
    const patients = await call(ctx, 'GET', '/api2/dashboard/patients?page=0&size=5', {
      token: clinic.owner.idToken,
    });
    expect(patients.headers['x-total-count']).toBe('1');
  });
});

describe('a page beyond what the database can skip', () => {
  it('answers 400 naming the page on every paged list, in both languages', async () => {
    for (const { path, maxSize } of pagedLists()) {
      const firstPageTooFar = String(maxPageFor(maxSize) + 1);
      for (const page of [firstPageTooFar, '1e300']) {
        const response = await call(ctx, 'GET', `${path}?page=${page}&size=${maxSize}`, {
          token: clinic.owner.idToken,
          language: 'en',
        });
        expect({ path, page, status: response.statusCode }).toEqual({ path, page, status: 400 });
        expect(problemOf(response)).toMatchObject({ detail: 'Please enter Valid Page' });
        expect(new Set(problemOf(response).fieldErrors?.map((error) => error.field))).toEqual(
          new Set(['page']),
        );
      }
      const indonesian = await call(ctx, 'GET', `${path}?page=1e300&size=${maxSize}`, {
        token: clinic.owner.idToken,
      });
      expect(problemOf(indonesian).detail).toBe('Harap masukkan Halaman yang valid');
    }
  });

  it('answers 400 naming the size when the size is huge', async () => {
    for (const { path } of pagedLists()) {
      const response = await call(ctx, 'GET', `${path}?page=0&size=1e300`, {
        token: clinic.owner.idToken,
        language: 'en',
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(problemOf(response)).toMatchObject({ detail: 'Please enter Valid Page size' });
      expect(new Set(problemOf(response).fieldErrors?.map((error) => error.field))).toEqual(
        new Set(['size']),
      );
    }
  });

  it('still answers the last page it allows, empty', async () => {
    for (const { path, maxSize } of pagedLists()) {
      const lastPage = maxPageFor(maxSize);
      const response = await call(ctx, 'GET', `${path}?page=${lastPage}&size=${maxSize}`, {
        token: clinic.owner.idToken,
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      expect(response.json<{ data: unknown[] }>().data).toEqual([]);
    }
  });
});
