import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_SUB_TYPES } from '@praktik/domain/visits/annotation';
import { REPO_ROOT } from '../../config';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import { BODY_IMAGE_CACHE_CONTROL } from './annotation-photo.routes';

const UI_IMAGES = path.join(REPO_ROOT, 'packages/ui/src/components/BodyAnnotationCanvas/images');

let ctx: TestApp;
let clinic: TestClinic;
beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Anyelir');
});
afterAll(async () => ctx?.close());

describe('GET /dashboard/annotation-photo', () => {
  it('lists the four body pictures with absolute URLs on PUBLIC_URL', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/annotation-photo', {
      token: clinic.owner.idToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          type: 'MALE',
          subType: 'MALE_FRONT',
          imageUrl: 'http://api.praktik.test/body-images/MALE_FRONT.svg',
        },
        {
          type: 'MALE',
          subType: 'MALE_BACK',
          imageUrl: 'http://api.praktik.test/body-images/MALE_BACK.svg',
        },
        {
          type: 'FEMALE',
          subType: 'FEMALE_FRONT',
          imageUrl: 'http://api.praktik.test/body-images/FEMALE_FRONT.svg',
        },
        {
          type: 'FEMALE',
          subType: 'FEMALE_BACK',
          imageUrl: 'http://api.praktik.test/body-images/FEMALE_BACK.svg',
        },
      ],
    });
  });

  it('answers every clinic role', async () => {
    for (const role of ['ROLE_STAFF', 'ROLE_DOCTOR', 'ROLE_BEAUTICIAN'] as const) {
      const member = await addClinicMember(ctx, clinic, role);
      const response = await call(ctx, 'GET', '/api2/dashboard/annotation-photo', {
        token: member.idToken,
      });
      expect(response.statusCode, role).toBe(200);
      expect(response.json<{ data: unknown[] }>().data).toHaveLength(4);
    }
  });

  it('needs a token', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/annotation-photo');
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).detail).toBeTruthy();
  });
});

describe('GET /body-images/{subType}.svg', () => {
  it('serves each picture of the list without a token, as SVG, cached long', async () => {
    const list = await call(ctx, 'GET', '/api2/dashboard/annotation-photo', {
      token: clinic.owner.idToken,
    });
    const urls = list.json<{ data: { subType: string; imageUrl: string }[] }>().data;
    expect(urls.map((entry) => entry.subType)).toEqual([...BODY_SUB_TYPES]);
    for (const { subType, imageUrl } of urls) {
      const response = await call(ctx, 'GET', new URL(imageUrl).pathname);
      expect(response.statusCode, subType).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe(BODY_IMAGE_CACHE_CONTROL);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const file = `${subType.toLowerCase().replace('_', '-')}.svg`;
      expect(response.rawPayload.equals(await readFile(path.join(UI_IMAGES, file)))).toBe(true);
    }
  });

  it('answers 304 to a browser that has the picture already', async () => {
    const first = await call(ctx, 'GET', '/body-images/MALE_FRONT.svg');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await call(ctx, 'GET', '/body-images/MALE_FRONT.svg', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await call(ctx, 'GET', '/body-images/FEMALE_BACK.svg', {
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD like GET without the body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/body-images/FEMALE_FRONT.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers an unknown name with a translated 404 and never reads another file', async () => {
    const names = [
      'CHILD_FRONT.svg',
      'male-front.svg',
      'MALE_FRONT',
      'MALE_FRONT.png',
      '..%2F..%2Fpackage.json',
      '..%2Findex.ts',
      '%2E%2E%2Fimages%2Fmale-front.svg',
    ];
    for (const name of names) {
      const response = await call(ctx, 'GET', `/body-images/${name}`, { language: 'en' });
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type'], name).toContain('application/json');
      expect(problemOf(response).detail, name).toMatch(/does not exist/);
    }
    // A NUL in the name is refused before any route looks at it.
    const nul = await call(ctx, 'GET', '/body-images/MALE_FRONT.svg%00', { language: 'en' });
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['content-type']).toContain('application/json');
    const indonesian = await call(ctx, 'GET', '/body-images/CHILD_FRONT.svg');
    expect(problemOf(indonesian).detail).toBe('Gambar tubuh CHILD_FRONT.svg tidak ditemukan');
    for (const url of ['/body-images/../package.json', '/body-images/a/b.svg', '/body-images/']) {
      const response = await call(ctx, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });
});
