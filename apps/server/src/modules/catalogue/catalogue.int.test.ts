import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryItemView,
  ItemOption,
  ItemView,
  PackageView,
} from '@praktik/domain/catalogue/catalogue-view.schema';
import { MAX_RUPIAH } from '@praktik/domain/money/currency';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';

type Member = TestUser & SignedIn;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let members: { doctor: Member; beautician: Member; staff: Member };
beforeAll(async () => {
  ctx = await createTestApp();
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Kenanga'),
    createTestClinic(ctx, 'Klinik Melati'),
  ]);
  const [doctor, beautician, staff] = await Promise.all([
    addClinicMember(ctx, clinic, 'ROLE_DOCTOR'),
    addClinicMember(ctx, clinic, 'ROLE_BEAUTICIAN'),
    addClinicMember(ctx, clinic, 'ROLE_STAFF'),
  ]);
  members = { doctor, beautician, staff };
}, 60_000);
afterAll(async () => ctx?.close());

const ownerToken = () => clinic.owner.idToken;
const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

const send = (
  method: Method,
  url: string,
  options: { token?: string | undefined; body?: unknown; language?: 'id' | 'en' } = {},
) =>
  call(ctx, method, url, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    language: options.language ?? 'en',
  });

async function created<T>(method: Method, url: string, body: unknown, token = ownerToken()) {
  const response = await send(method, url, { token, body });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

const newCategory = (name = unique('Perawatan'), token = ownerToken()) =>
  created<CategoryItemView>('POST', '/api2/payment/v1/categories-item', { name }, token);
const newItem = (category: CategoryItemView, name = unique('Facial'), price = 150_000) =>
  created<ItemView>('POST', '/api2/pricing/v1/items', {
    name,
    price,
    category_item_id: category.id,
  });
const newPackage = (itemIds: string[], name = unique('Paket'), price = 600_000) =>
  created<PackageView>('POST', '/api2/pricing/v1/packages', {
    name,
    price,
    number_of_visit: 5,
    items: itemIds,
  });

const list = async <T>(path: string, query = '', token = ownerToken()) => {
  const response = await send('GET', `${path}/${clinic.businessId}${query ? `?${query}` : ''}`, {
    token,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ data: T[]; total: number }>();
  expect(response.headers['x-total-count']).toBe(String(body.total));
  return body;
};

describe('item categories (/api2/payment/v1/categories-item)', () => {
  it('the owner adds, renames, reads and lists a category; busines_id in the body is ignored', async () => {
    const name = unique('Obat');
    const response = await send('POST', '/api2/payment/v1/categories-item', {
      token: ownerToken(),
      body: { name: ` ${name} `, busines_id: otherClinic.businessId },
    });
    expect(response.statusCode).toBe(201);
    const category = response.json<{ data: CategoryItemView }>().data;
    expect(category).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name,
      type: 'CONSULTATION',
      busines_id: clinic.businessId,
    });

    const renamed = await created<CategoryItemView>(
      'PUT',
      `/api2/payment/v1/categories-item/${category.id}`,
      { name: `${name} Keras` },
    );
    expect(renamed.name).toBe(`${name} Keras`);
    const detail = await send('GET', `/api2/payment/v1/categories-item/detail/${category.id}`, {
      token: members.doctor.idToken,
    });
    expect(detail.json<{ data: CategoryItemView }>().data).toEqual(renamed);

    const { data } = await list<CategoryItemView>('/api2/payment/v1/categories-item', 'size=999');
    expect(data).toContainEqual(renamed);
    // Another clinic's list does not hold it.
    const foreign = await send(
      'GET',
      `/api2/payment/v1/categories-item/${otherClinic.businessId}`,
      {
        token: otherClinic.owner.idToken,
      },
    );
    expect(foreign.json<{ data: CategoryItemView[] }>().data.map((c) => c.id)).not.toContain(
      category.id,
    );
  });

  it('keeps what its items are on a bill: FARMASI when chosen, kept by an edit that leaves it out, 400 for another', async () => {
    const pharmacy = await created<CategoryItemView>('POST', '/api2/payment/v1/categories-item', {
      name: unique('Apotek'),
      type: 'FARMASI',
    });
    expect(pharmacy.type).toBe('FARMASI');
    const renamed = await created<CategoryItemView>(
      'PUT',
      `/api2/payment/v1/categories-item/${pharmacy.id}`,
      { name: `${pharmacy.name} Klinik` },
    );
    expect(renamed.type).toBe('FARMASI');
    const changed = await created<CategoryItemView>(
      'PUT',
      `/api2/payment/v1/categories-item/${pharmacy.id}`,
      { name: renamed.name, type: 'CONSULTATION' },
    );
    expect(changed.type).toBe('CONSULTATION');
    const refused = await send('POST', '/api2/payment/v1/categories-item', {
      token: ownerToken(),
      body: { name: unique('Koreksi'), type: 'CORRECTION' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: { field: string }[] }>().fieldErrors[0]?.field).toBe('type');
  });

  it('a live name is taken whatever its case (409 on the name), freed once the category is deleted', async () => {
    const name = unique('Laboratorium');
    const category = await newCategory(name);
    const taken = await send('POST', '/api2/payment/v1/categories-item', {
      token: ownerToken(),
      body: { name: name.toUpperCase() },
      language: 'id',
    });
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).detail).toBe(`Kategori item "${name.toUpperCase()}" sudah ada`);
    expect(problemOf(taken).fieldErrors).toEqual([
      { field: 'name', message: problemOf(taken).detail },
    ]);
    const other = await newCategory();
    const renameTaken = await send('PUT', `/api2/payment/v1/categories-item/${other.id}`, {
      token: ownerToken(),
      body: { name: name.toLowerCase() },
    });
    expect(renameTaken.statusCode).toBe(409);
    expect(problemOf(renameTaken).detail).toBe(
      `The item category "${name.toLowerCase()}" already exists`,
    );
    // Another clinic may use the same name.
    await newCategory(name, otherClinic.owner.idToken);

    expect(
      (
        await send('DELETE', `/api2/payment/v1/categories-item/${category.id}`, {
          token: ownerToken(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await newCategory(name)).name).toBe(name);
  });

  it('a category with live items cannot be deleted (409 with the count); without them it leaves the list and its detail', async () => {
    const category = await newCategory();
    const [first, second] = [await newItem(category), await newItem(category)];
    const refused = await send('DELETE', `/api2/payment/v1/categories-item/${category.id}`, {
      token: ownerToken(),
    });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toBe(
      'This category still has 2 item(s). Delete or move them first',
    );
    for (const item of [first, second])
      await created('DELETE', `/api2/pricing/v1/items/${item?.id}`, undefined);

    const deleted = await send('DELETE', `/api2/payment/v1/categories-item/${category.id}`, {
      token: ownerToken(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ data: CategoryItemView }>().data.id).toBe(category.id);
    const { data } = await list<CategoryItemView>('/api2/payment/v1/categories-item', 'size=99999');
    expect(data.map((c) => c.id)).not.toContain(category.id);
    for (const path of ['detail/', '']) {
      const method = path ? 'GET' : 'DELETE';
      const gone = await send(method, `/api2/payment/v1/categories-item/${path}${category.id}`, {
        token: ownerToken(),
      });
      expect(gone.statusCode).toBe(404);
      expect(problemOf(gone).detail).toBe('Item category not found');
    }
    // A deleted category takes no new item: 400 on the field.
    const onDeleted = await send('POST', '/api2/pricing/v1/items', {
      token: ownerToken(),
      body: { name: 'Vitamin C', price: 10_000, category_item_id: category.id },
    });
    expect(onDeleted.statusCode).toBe(400);
    expect(problemOf(onDeleted).fieldErrors).toEqual([
      { field: 'category_item_id', message: 'Item category not found' },
    ]);
  });

  it('pages and sorts, with the total in the body and x-total-count', async () => {
    const sorter = await createTestClinic(ctx, 'Klinik Urut');
    for (const name of ['beta', 'Alfa', 'gamma']) {
      await newCategory(name, sorter.owner.idToken);
      // PGlite's clock counts whole milliseconds: two rows written within one share a created_at,
      // and the created_at order below would then be the tie-break's, not the order of writing.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const page = (query: string) =>
      send('GET', `/api2/payment/v1/categories-item/${sorter.businessId}?${query}`, {
        token: sorter.owner.idToken,
      });
    const byName = await page('page=0&size=2');
    expect(byName.headers['x-total-count']).toBe('3');
    expect(byName.json<{ data: CategoryItemView[]; total: number }>()).toMatchObject({
      total: 3,
      data: [{ name: 'Alfa' }, { name: 'beta' }],
    });
    const desc = await page('page=1&size=2&sortKey=name&sortValue=desc');
    expect(desc.json<{ data: CategoryItemView[] }>().data.map((c) => c.name)).toEqual(['Alfa']);
    const unknownKey = await page('sortKey=password&sortValue=desc');
    expect(unknownKey.json<{ data: CategoryItemView[] }>().data.map((c) => c.name)).toEqual([
      'Alfa',
      'beta',
      'gamma',
    ]);
    const created = await page('sortKey=created_at&sortValue=desc');
    expect(created.json<{ data: CategoryItemView[] }>().data.map((c) => c.name)).toEqual([
      'gamma',
      'Alfa',
      'beta',
    ]);
  });
});

describe('items (/api2/pricing/v1/items)', () => {
  it('the owner adds and edits an item; every role reads it; the category name follows a rename', async () => {
    const category = await newCategory();
    const name = unique('Konsultasi');
    const response = await send('POST', '/api2/pricing/v1/items', {
      token: ownerToken(),
      body: {
        name,
        price: 0,
        category_item_id: category.id,
        busines_id: otherClinic.businessId,
        businessId: otherClinic.businessId,
      },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<{ data: ItemView }>().data;
    expect(item).toEqual({
      id: expect.any(String),
      name,
      price: 0,
      category_item_id: category.id,
      category_name: category.name,
      busines_id: clinic.businessId,
    });
    const edited = await created<ItemView>('PUT', `/api2/pricing/v1/items/${item.id}`, {
      name,
      price: MAX_RUPIAH,
      category_item_id: category.id,
    });
    expect(edited.price).toBe(MAX_RUPIAH);
    await created('PUT', `/api2/payment/v1/categories-item/${category.id}`, {
      name: `${category.name} Baru`,
    });
    for (const member of Object.values(members)) {
      const read = await send('GET', `/api2/pricing/v1/items/detail/${item.id}`, {
        token: member.idToken,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<{ data: ItemView }>().data).toEqual({
        ...edited,
        category_name: `${category.name} Baru`,
      });
    }
    const options = await send('GET', `/api2/pricing/v1/get-item-options/${clinic.businessId}`, {
      token: members.staff.idToken,
    });
    expect(options.json<{ data: ItemOption[] }>().data).toContainEqual({
      value: item.id,
      label: name,
      price: MAX_RUPIAH,
      category: `${category.name} Baru`,
    });
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const category = await newCategory();
    const cases: [unknown, string, string][] = [
      [
        { name: 'A', price: -1, category_item_id: category.id },
        'price',
        'Please enter Valid Price',
      ],
      [
        { name: 'A', price: 10.5, category_item_id: category.id },
        'price',
        'Please enter Valid Price',
      ],
      [{ name: 'A', price: '1000', category_item_id: category.id }, 'price', ''],
      [{ name: 'A', price: MAX_RUPIAH + 1, category_item_id: category.id }, 'price', ''],
      [{ name: 'x'.repeat(256), price: 1, category_item_id: category.id }, 'name', ''],
      [{ name: '  ', price: 1, category_item_id: category.id }, 'name', 'Please enter Name'],
      [
        { name: 'A', price: 1, category_item_id: 'c'.repeat(5000) },
        'category_item_id',
        'Item category not found',
      ],
      [
        { name: 'A', price: 1, category_item_id: randomUUID() },
        'category_item_id',
        'Item category not found',
      ],
      [{ name: 'A', price: 1 }, 'category_item_id', 'Please enter Item Category'],
    ];
    for (const [body, field, message] of cases) {
      const response = await send('POST', '/api2/pricing/v1/items', { token: ownerToken(), body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const problem = problemOf(response);
      expect(problem.fieldErrors?.[0]?.field).toBe(field);
      if (message) expect(problem.detail).toBe(message);
      else expect(problem.detail).toMatch(/\S/);
    }
    const overPrice = await send('POST', '/api2/pricing/v1/items', {
      token: ownerToken(),
      body: { name: 'A', price: MAX_RUPIAH + 1, category_item_id: category.id },
      language: 'id',
    });
    expect(problemOf(overPrice).detail).toMatch(/Harga/);
    // Another clinic's category is as unknown as any.
    const foreign = await newCategory(unique('Asing'), otherClinic.owner.idToken);
    const onForeign = await send('POST', '/api2/pricing/v1/items', {
      token: ownerToken(),
      body: { name: 'A', price: 1, category_item_id: foreign.id },
    });
    expect(onForeign.statusCode).toBe(400);
  });

  it('names are unique within a category, whatever their case; another category may repeat them', async () => {
    const [first, second] = [await newCategory(), await newCategory()];
    const item = await newItem(first, 'Masker Wajah');
    const taken = await send('POST', '/api2/pricing/v1/items', {
      token: ownerToken(),
      body: { name: 'masker wajah', price: 1, category_item_id: first.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).detail).toBe('The item "masker wajah" already exists in this category');
    expect((await newItem(second, 'Masker Wajah')).name).toBe('Masker Wajah');
    const moved = await send('PUT', `/api2/pricing/v1/items/${item.id}`, {
      token: ownerToken(),
      body: { name: 'MASKER WAJAH', price: 1, category_item_id: second.id },
    });
    expect(moved.statusCode).toBe(409);
  });

  it('lists by name, price or category, filtered by category; deleted items leave the list and the options', async () => {
    const sorter = await createTestClinic(ctx, 'Klinik Harga');
    const token = sorter.owner.idToken;
    const catA = await newCategory('Apotek', token);
    const catB = await newCategory('Bedah', token);
    const add = (name: string, price: number, category: CategoryItemView) =>
      created<ItemView>(
        'POST',
        '/api2/pricing/v1/items',
        { name, price, category_item_id: category.id },
        token,
      );
    const cheap = await add('zinc', 5_000, catB);
    const dear = await add('Botox', 2_500_000, catA);
    const mid = await add('masker', 75_000, catA);
    const page = async (query: string) => {
      const response = await send('GET', `/api2/pricing/v1/items/${sorter.businessId}?${query}`, {
        token,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: ItemView[]; total: number }>();
    };
    expect((await page('')).data.map((i) => i.name)).toEqual(['Botox', 'masker', 'zinc']);
    expect((await page('sortKey=price&sortValue=desc')).data.map((i) => i.price)).toEqual([
      2_500_000, 75_000, 5_000,
    ]);
    expect((await page('sortKey=category_name&sortValue=desc')).data[0]?.id).toBe(cheap.id);
    expect(await page(`category_item_id=${catA.id}&size=1`)).toMatchObject({
      total: 2,
      data: [{ id: dear.id }],
    });
    expect((await page('category_item_id=bukan-uuid')).total).toBe(0);

    await created('DELETE', `/api2/pricing/v1/items/${mid.id}`, undefined, token);
    expect((await page('')).data.map((i) => i.id)).toEqual([dear.id, cheap.id]);
    const options = await send('GET', `/api2/pricing/v1/get-item-options/${sorter.businessId}`, {
      token,
    });
    expect(options.json<{ data: ItemOption[] }>().data.map((o) => o.label)).toEqual([
      'Botox',
      'zinc',
    ]);
    for (const [method, path] of [
      ['GET', `/api2/pricing/v1/items/detail/${mid.id}`],
      ['PUT', `/api2/pricing/v1/items/${mid.id}`],
      ['DELETE', `/api2/pricing/v1/items/${mid.id}`],
    ] as const) {
      const gone = await send(method, path, {
        token,
        ...(method === 'PUT' ? { body: { name: 'x', price: 1, category_item_id: catA.id } } : {}),
      });
      expect(gone.statusCode, `${method} ${path}`).toBe(404);
      expect(problemOf(gone).detail).toBe('Item not found');
    }
    // A deleted item goes on no new package.
    const onDeleted = await send('POST', '/api2/pricing/v1/packages', {
      token,
      body: { name: 'Paket', price: 1, number_of_visit: 1, items: [dear.id, mid.id] },
    });
    expect(onDeleted.statusCode).toBe(400);
    expect(problemOf(onDeleted).fieldErrors).toEqual([
      { field: 'items.1', message: 'Item not found' },
    ]);
  });

  it('an item in a live package cannot be deleted (409 naming the packages); once the package is gone it can', async () => {
    const category = await newCategory();
    const item = await newItem(category);
    const first = await newPackage([item.id], 'Paket Kilau');
    const second = await newPackage([item.id], 'Paket Cerah');
    const refused = await send('DELETE', `/api2/pricing/v1/items/${item.id}`, {
      token: ownerToken(),
      language: 'id',
    });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toBe(
      'Item ini masih dipakai di paket: Paket Cerah, Paket Kilau. Ubah atau hapus paket tersebut terlebih dahulu',
    );
    for (const pkg of [first, second])
      await created('DELETE', `/api2/pricing/v1/packages/${pkg.id}`, undefined);
    expect(
      (await send('DELETE', `/api2/pricing/v1/items/${item.id}`, { token: ownerToken() }))
        .statusCode,
    ).toBe(200);
  });
});

describe('packages (/api2/pricing/v1/packages)', () => {
  it('the owner adds a package with items in the form’s order, edits it (items replaced), lists and deletes it', async () => {
    const category = await newCategory();
    const [facial, peeling, masker] = [
      await newItem(category, 'Facial'),
      await newItem(category, 'Peeling'),
      await newItem(category, 'Masker'),
    ];
    const name = unique('Paket Glow');
    // Each item once: a second entry of one item is refused on that entry.
    const twice = await send('POST', '/api2/pricing/v1/packages', {
      token: ownerToken(),
      body: {
        name,
        price: 1_500_000,
        number_of_visit: 5,
        items: [peeling.id, facial.id, peeling.id],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(problemOf(twice).fieldErrors).toEqual([
      { field: 'items.2', message: 'This Item is already chosen' },
    ]);
    const response = await send('POST', '/api2/pricing/v1/packages', {
      token: ownerToken(),
      body: {
        name,
        price: 1_500_000,
        number_of_visit: 5,
        items: [peeling.id, facial.id],
        busines_id: otherClinic.businessId,
      },
    });
    expect(response.statusCode).toBe(201);
    const pkg = response.json<{ data: PackageView }>().data;
    expect(pkg).toEqual({
      id: expect.any(String),
      name,
      price: 1_500_000,
      number_of_visit: 5,
      items: [
        { id: peeling.id, name: 'Peeling' },
        { id: facial.id, name: 'Facial' },
      ],
      busines_id: clinic.businessId,
    });
    const edited = await created<PackageView>('PUT', `/api2/pricing/v1/packages/${pkg.id}`, {
      name,
      price: 1_200_000,
      number_of_visit: 4,
      items: [masker.id],
    });
    expect(edited).toMatchObject({
      price: 1_200_000,
      number_of_visit: 4,
      items: [{ id: masker.id }],
    });
    const read = await send('GET', `/api2/pricing/v1/packages/detail/${pkg.id}`, {
      token: members.beautician.idToken,
    });
    expect(read.json<{ data: PackageView }>().data).toEqual(edited);
    const { data } = await list<PackageView>('/api2/pricing/v1/packages', 'size=999');
    expect(data).toContainEqual(edited);
    // Peeling and Facial are free to go now that the package no longer holds them.
    expect(
      (await send('DELETE', `/api2/pricing/v1/items/${peeling.id}`, { token: ownerToken() }))
        .statusCode,
    ).toBe(200);

    const deleted = await send('DELETE', `/api2/pricing/v1/packages/${pkg.id}`, {
      token: ownerToken(),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await list<PackageView>('/api2/pricing/v1/packages', 'size=999');
    expect(after.data.map((p) => p.id)).not.toContain(pkg.id);
    const gone = await send('GET', `/api2/pricing/v1/packages/detail/${pkg.id}`, {
      token: ownerToken(),
    });
    expect(gone.statusCode).toBe(404);
    expect(problemOf(gone).detail).toBe('Package not found');
    // The name is free again.
    expect((await newPackage([masker.id], name)).name).toBe(name);
  });

  it('answers 400 for bad input and 409 for a taken name', async () => {
    const category = await newCategory();
    const item = await newItem(category);
    const valid = { name: unique('Paket'), price: 100_000, number_of_visit: 3, items: [item.id] };
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -5 }, 'price'],
      [{ price: MAX_RUPIAH + 1 }, 'price'],
      [{ number_of_visit: 0 }, 'number_of_visit'],
      [{ items: [] }, 'items'],
      [{ items: [item.id, ''] }, 'items.1'],
      [{ items: ['i'.repeat(3000)] }, 'items.0'],
      [{ name: 'n'.repeat(300) }, 'name'],
    ];
    for (const [change, field] of cases) {
      const response = await send('POST', '/api2/pricing/v1/packages', {
        token: ownerToken(),
        body: { ...valid, ...change },
      });
      expect(response.statusCode, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(problemOf(response).fieldErrors?.[0]?.field).toBe(field);
    }
    await newPackage([item.id], valid.name);
    const taken = await send('POST', '/api2/pricing/v1/packages', {
      token: ownerToken(),
      body: { ...valid, name: valid.name.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).detail).toBe(
      `The package "${valid.name.toUpperCase()}" already exists`,
    );
  });

  it('sorts by price and number of visits', async () => {
    const sorter = await createTestClinic(ctx, 'Klinik Paket');
    const token = sorter.owner.idToken;
    const category = await newCategory('Perawatan', token);
    const item = await created<ItemView>(
      'POST',
      '/api2/pricing/v1/items',
      { name: 'Facial', price: 1, category_item_id: category.id },
      token,
    );
    for (const [name, price, visits] of [
      ['B', 300, 1],
      ['A', 100, 9],
      ['C', 200, 5],
    ] as const)
      await created(
        'POST',
        '/api2/pricing/v1/packages',
        { name, price, number_of_visit: visits, items: [item.id] },
        token,
      );
    const names = async (query: string) =>
      (await send('GET', `/api2/pricing/v1/packages/${sorter.businessId}?${query}`, { token }))
        .json<{ data: PackageView[] }>()
        .data.map((p) => p.name);
    expect(await names('')).toEqual(['A', 'B', 'C']);
    expect(await names('sortKey=price')).toEqual(['A', 'C', 'B']);
    expect(await names('sortKey=number_of_visit&sortValue=desc')).toEqual(['A', 'C', 'B']);
  });
});

describe('who may call', () => {
  it('no token 401; other roles may read but not write (403, owner only); another clinic 404', async () => {
    const category = await newCategory();
    const item = await newItem(category);
    const pkg = await newPackage([item.id]);
    const writes: [Method, string, unknown][] = [
      ['POST', '/api2/payment/v1/categories-item', { name: unique('Baru') }],
      ['PUT', `/api2/payment/v1/categories-item/${category.id}`, { name: unique('Baru') }],
      ['DELETE', `/api2/payment/v1/categories-item/${category.id}`, undefined],
      ['POST', '/api2/pricing/v1/items', { name: 'x', price: 1, category_item_id: category.id }],
      [
        'PUT',
        `/api2/pricing/v1/items/${item.id}`,
        { name: 'x', price: 1, category_item_id: category.id },
      ],
      ['DELETE', `/api2/pricing/v1/items/${item.id}`, undefined],
      [
        'POST',
        '/api2/pricing/v1/packages',
        { name: 'x', price: 1, number_of_visit: 1, items: [item.id] },
      ],
      [
        'PUT',
        `/api2/pricing/v1/packages/${pkg.id}`,
        { name: 'x', price: 1, number_of_visit: 1, items: [item.id] },
      ],
      ['DELETE', `/api2/pricing/v1/packages/${pkg.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await send(method, path, { body })).statusCode, `${method} ${path}`).toBe(401);
      for (const member of Object.values(members)) {
        const refused = await send(method, path, { token: member.idToken, body, language: 'id' });
        expect(refused.statusCode, `${method} ${path}`).toBe(403);
        expect(problemOf(refused).detail).toMatch(/pemilik/i);
      }
    }
    const reads = [
      `/api2/payment/v1/categories-item/${clinic.businessId}`,
      `/api2/payment/v1/categories-item/detail/${category.id}`,
      `/api2/pricing/v1/get-item-options/${clinic.businessId}`,
      `/api2/pricing/v1/items/${clinic.businessId}`,
      `/api2/pricing/v1/items/detail/${item.id}`,
      `/api2/pricing/v1/packages/${clinic.businessId}`,
      `/api2/pricing/v1/packages/detail/${pkg.id}`,
    ];
    for (const path of reads) {
      expect((await send('GET', path)).statusCode, path).toBe(401);
      for (const member of Object.values(members))
        expect((await send('GET', path, { token: member.idToken })).statusCode, path).toBe(200);
      // The other clinic's owner: another clinic's id in the path or a record of it is 404.
      expect((await send('GET', path, { token: otherClinic.owner.idToken })).statusCode, path).toBe(
        404,
      );
    }
    // The other owner changes nothing of this clinic's.
    for (const [method, path, body] of writes.filter(([m]) => m !== 'POST'))
      expect(
        (await send(method, path, { token: otherClinic.owner.idToken, body })).statusCode,
        `${method} ${path}`,
      ).toBe(404);
    expect(
      (await send('GET', `/api2/pricing/v1/items/detail/${item.id}`, { token: ownerToken() }))
        .statusCode,
    ).toBe(200);
  });
});
