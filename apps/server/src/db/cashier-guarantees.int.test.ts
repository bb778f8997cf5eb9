import { randomUUID } from 'node:crypto';
import { MAX_RUPIAH } from '@praktik/domain/money/currency';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createTestClinic, type TestClinic } from '../test/fixtures';

/**
 * What the cashier's tables (migration 0006_cashier) guarantee whatever the application does
 * (docs/decisions/0003-money-integer-rupiah.md): rows written straight in SQL, on PGlite and on
 * PostgreSQL.
 */

let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let patientId: string;
let categoryId: string;
let itemId: string;
let packageId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [clinic, otherClinic] = await Promise.all([
    createTestClinic(ctx, 'Klinik Kasir'),
    createTestClinic(ctx, 'Klinik Tetangga'),
  ]);
  patientId = await insertPatient(clinic.businessId);
  categoryId = await insertCategory(clinic.businessId, `Tindakan ${randomUUID()}`);
  itemId = await insertItem(clinic.businessId, categoryId, 'Konsultasi dokter umum', 150_000);
  packageId = await insertPackage(clinic.businessId, 'Paket facial 5x', 1_000_000, 5);
});
afterAll(async () => ctx?.close());

type Row = Record<string, unknown>;

async function query<T extends Row = Row>(statement: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }` (the shared Database type leaves the result unknown).
  const result = (await ctx.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function insertReturningId(statement: ReturnType<typeof sql>): Promise<string> {
  const [row] = await query<{ id: string }>(statement);
  return row!.id;
}

interface Refusal {
  code: string;
  constraint: string | undefined;
}

/** How the database refused a statement: its SQLSTATE and the constraint it names. */
async function refusalOf(statement: Promise<unknown>): Promise<Refusal> {
  try {
    await statement;
  } catch (error) {
    const server = ((error as { cause?: unknown }).cause ?? error) as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    return { code: String(server.code), constraint: server.constraint };
  }
  throw new Error('the database accepted a statement it should have refused');
}

const checkViolation = (constraint: string) => ({ code: '23514', constraint });
const uniqueViolation = (constraint: string) => ({ code: '23505', constraint });
/** A non-integer sent for a bigint column, as the server's parameters would send it. */
const notAnInteger = { code: '22P02' };

function insertPatient(businessId: string) {
  return insertReturningId(
    sql`insert into patients (business_id, name) values (${businessId}, 'Siti Rahayu') returning id`,
  );
}

let visitNumber = 0;
/** A finished visit of the clinic's patient (DONE: the one-active-visit key does not meet it). */
function insertVisit(): Promise<string> {
  visitNumber += 1;
  return insertReturningId(sql`
    insert into visits (business_id, patient_id, practitioner_id, status, visit_date, sequence_number)
    values (${clinic.businessId}, ${patientId}, ${clinic.owner.id}, 'DONE', '2026-11-26', ${visitNumber})
    returning id`);
}

function insertCategory(businessId: string, name: string) {
  return insertReturningId(
    sql`insert into item_categories (business_id, name) values (${businessId}, ${name}) returning id`,
  );
}

function insertItem(businessId: string, category: string, name: string, price: unknown) {
  return insertReturningId(sql`
    insert into items (business_id, category_item_id, name, price)
    values (${businessId}, ${category}, ${name}, ${price}) returning id`);
}

function insertPackage(businessId: string, name: string, price: unknown, numberOfVisit: number) {
  return insertReturningId(sql`
    insert into packages (business_id, name, price, number_of_visit)
    values (${businessId}, ${name}, ${price}, ${numberOfVisit}) returning id`);
}

interface PaymentRow {
  businessId?: string;
  receiptNumber?: string;
  kind?: string;
  parentPaymentId?: string | null;
  visitId?: string | null;
}

function insertPayment(row: PaymentRow = {}) {
  return insertReturningId(sql`
    insert into payments (business_id, receipt_number, kind, parent_payment_id, visit_id,
      total_amount, total_amount_correction, payment_date)
    values (${row.businessId ?? clinic.businessId}, ${row.receiptNumber ?? `R-${randomUUID()}`},
      ${row.kind ?? 'PAYMENT'}, ${row.parentPaymentId ?? null}, ${row.visitId ?? null},
      0, 0, '2026-11-26')
    returning id`);
}

let paymentId: string;
let position = 0;

interface LineRow {
  isPackage?: boolean;
  quantity?: number;
  amount: unknown;
  typeDiscount?: 'NUMBER' | 'PERCENTAGE' | null;
  discount?: unknown;
  discountAmount?: unknown;
  lineTotal: unknown;
}

/** A line of one payment: an item line, or a package line when `isPackage`. */
async function insertLine(row: LineRow) {
  paymentId ??= await insertPayment();
  position += 1;
  const isPackage = row.isPackage ?? false;
  return insertReturningId(sql`
    insert into payment_items (business_id, payment_id, position, item_id, is_package, package_id,
      quantity, amount, type_discount, discount, discount_amount, line_total, paid_at)
    values (${clinic.businessId}, ${paymentId}, ${position}, ${isPackage ? null : itemId},
      ${isPackage}, ${isPackage ? packageId : null}, ${row.quantity ?? 1}, ${row.amount},
      ${row.typeDiscount ?? null}, ${row.discount ?? null}, ${row.discountAmount ?? 0},
      ${row.lineTotal}, now())
    returning id`);
}

function insertPatientPackage(remainingVisits: number, numberOfVisit = 5) {
  return insertReturningId(sql`
    insert into patient_packages (business_id, patient_id, package_id, package_name,
      number_of_visit, remaining_visits, price, subtotal, purchase_date, last_reservation_date)
    values (${clinic.businessId}, ${patientId}, ${packageId}, 'Paket facial 5x', ${numberOfVisit},
      ${remainingVisits}, 1000000, 1000000, '2026-11-26', '2026-11-26')
    returning id`);
}

/** The use of one visit of a package, exactly as the contract writes it (§1). */
const useOneVisit = `UPDATE patient_packages SET remaining_visits = remaining_visits - 1, updated_at = now(), updated_by = $3
  WHERE id = $1 AND business_id = $2 AND released_at IS NULL AND remaining_visits > 0
  RETURNING id, remaining_visits`;

function insertUse(patientPackageId: string, visitId: string) {
  return insertReturningId(sql`
    insert into patient_package_uses (business_id, patient_package_id, patient_id, visit_id,
      reservation_date)
    values (${clinic.businessId}, ${patientPackageId}, ${patientId}, ${visitId}, '2026-11-26')
    returning id`);
}

describe('money is integer rupiah up to MAX_RUPIAH', () => {
  it('refuses a negative, an over-MAX and a fractional price, and keeps MAX_RUPIAH', async () => {
    const name = () => `Item ${randomUUID()}`;
    expect(await refusalOf(insertItem(clinic.businessId, categoryId, name(), -1))).toMatchObject(
      checkViolation('items_price_check'),
    );
    expect(
      await refusalOf(insertItem(clinic.businessId, categoryId, name(), MAX_RUPIAH + 1)),
    ).toMatchObject(checkViolation('items_price_check'));
    expect(
      await refusalOf(insertItem(clinic.businessId, categoryId, name(), '150000.5')),
    ).toMatchObject(notAnInteger);
    expect(
      await refusalOf(insertPackage(clinic.businessId, name(), MAX_RUPIAH + 1, 3)),
    ).toMatchObject(checkViolation('packages_price_check'));
    expect(await refusalOf(insertPackage(clinic.businessId, name(), -1, 3))).toMatchObject(
      checkViolation('packages_price_check'),
    );

    const kept = await insertItem(clinic.businessId, categoryId, name(), MAX_RUPIAH);
    const [row] = await query<{ price: string }>(sql`select price from items where id = ${kept}`);
    expect(Number(row!.price)).toBe(MAX_RUPIAH);
  });

  it('refuses a line whose amount or total is negative, over MAX_RUPIAH or fractional', async () => {
    expect(await refusalOf(insertLine({ amount: -1, lineTotal: -1 }))).toMatchObject(
      checkViolation('payment_items_amount_check'),
    );
    expect(
      await refusalOf(insertLine({ amount: MAX_RUPIAH + 1, lineTotal: MAX_RUPIAH + 1 })),
    ).toMatchObject(checkViolation('payment_items_amount_check'));
    // Two lines' worth in one line: the amount is in range, the total is not.
    expect(
      await refusalOf(insertLine({ quantity: 2, amount: MAX_RUPIAH, lineTotal: 2 * MAX_RUPIAH })),
    ).toMatchObject(checkViolation('payment_items_total_check'));
    expect(await refusalOf(insertLine({ amount: '1000.5', lineTotal: '1000.5' }))).toMatchObject(
      notAnInteger,
    );
    expect(
      await refusalOf(insertLine({ amount: 1000, discountAmount: '0.5', lineTotal: 1000 })),
    ).toMatchObject(notAnInteger);
  });

  it('keeps a percentage with decimals but refuses a fractional or negative fixed discount', async () => {
    await insertLine({
      amount: 200_000,
      typeDiscount: 'PERCENTAGE',
      discount: '12.5',
      discountAmount: 25_000,
      lineTotal: 175_000,
    });
    expect(
      await refusalOf(
        insertLine({
          amount: 200_000,
          typeDiscount: 'NUMBER',
          discount: '1000.5',
          discountAmount: 1000,
          lineTotal: 199_000,
        }),
      ),
    ).toMatchObject(checkViolation('payment_items_discount_check'));
    expect(
      await refusalOf(
        insertLine({
          amount: 200_000,
          typeDiscount: 'NUMBER',
          discount: -1000,
          discountAmount: 0,
          lineTotal: 200_000,
        }),
      ),
    ).toMatchObject(checkViolation('payment_items_discount_check'));
    expect(
      await refusalOf(
        insertLine({
          amount: 200_000,
          typeDiscount: 'PERCENTAGE',
          discount: '100.01',
          discountAmount: 200_000,
          lineTotal: 0,
        }),
      ),
    ).toMatchObject(checkViolation('payment_items_discount_check'));
  });
});

describe('a line adds up', () => {
  it('refuses an item line whose total is not quantity × amount − discount', async () => {
    await insertLine({ quantity: 3, amount: 50_000, discountAmount: 10_000, lineTotal: 140_000 });
    expect(
      await refusalOf(
        insertLine({ quantity: 3, amount: 50_000, discountAmount: 10_000, lineTotal: 150_000 }),
      ),
    ).toMatchObject(checkViolation('payment_items_total_check'));
    expect(
      await refusalOf(insertLine({ quantity: 3, amount: 50_000, lineTotal: 50_000 })),
    ).toMatchObject(checkViolation('payment_items_total_check'));
  });

  it('refuses a package line whose total is not its amount − discount', async () => {
    await insertLine({
      isPackage: true,
      amount: 1_000_000,
      discountAmount: 100_000,
      lineTotal: 900_000,
    });
    expect(
      await refusalOf(
        insertLine({ isPackage: true, amount: 1_000_000, discountAmount: 100_000, lineTotal: 1 }),
      ),
    ).toMatchObject(checkViolation('payment_items_total_check'));
  });

  it('refuses a discount larger than the line (the total would go below zero)', async () => {
    expect(
      await refusalOf(insertLine({ amount: 10_000, discountAmount: 20_000, lineTotal: -10_000 })),
    ).toMatchObject(checkViolation('payment_items_total_check'));
  });

  it('refuses a line that names neither an item nor a package, or a package line of two', async () => {
    paymentId ??= await insertPayment();
    position += 1;
    expect(
      await refusalOf(
        query(sql`
          insert into payment_items (business_id, payment_id, position, quantity, amount,
            discount_amount, line_total, paid_at)
          values (${clinic.businessId}, ${paymentId}, ${position}, 1, 1000, 0, 1000, now())`),
      ),
    ).toMatchObject(checkViolation('payment_items_line_check'));
    expect(
      await refusalOf(
        insertLine({ isPackage: true, quantity: 2, amount: 1_000_000, lineTotal: 1_000_000 }),
      ),
    ).toMatchObject(checkViolation('payment_items_line_check'));
  });
});

describe('one payment per visit, corrections as new rows', () => {
  it('ties the kind to the parent: a PAYMENT has none, a CORRECTION has one', async () => {
    const root = await insertPayment();
    expect(await refusalOf(insertPayment({ kind: 'CORRECTION' }))).toMatchObject(
      checkViolation('payments_kind_check'),
    );
    expect(
      await refusalOf(insertPayment({ kind: 'PAYMENT', parentPaymentId: root })),
    ).toMatchObject(checkViolation('payments_kind_check'));
    expect(await refusalOf(insertPayment({ kind: 'REFUND' }))).toMatchObject(
      checkViolation('payments_kind_check'),
    );
    await insertPayment({ kind: 'CORRECTION', parentPaymentId: root });
  });

  it('refuses a second first payment for one visit and takes its corrections', async () => {
    const visitId = await insertVisit();
    const root = await insertPayment({ visitId });
    expect(await refusalOf(insertPayment({ visitId }))).toMatchObject(
      uniqueViolation('payments_one_per_visit_key'),
    );
    await insertPayment({ visitId, kind: 'CORRECTION', parentPaymentId: root });
    await insertPayment({ visitId, kind: 'CORRECTION', parentPaymentId: root });
    const [counted] = await query<{ count: string | number }>(
      sql`select count(*) as count from payments where visit_id = ${visitId}`,
    );
    expect(Number(counted!.count)).toBe(3);
  });

  it('lets two counter sales (no visit) through', async () => {
    await insertPayment({ visitId: null });
    await insertPayment({ visitId: null });
  });
});

describe('remaining visits never below zero', () => {
  it('refuses remaining visits below zero or above the package’s visits', async () => {
    const patientPackageId = await insertPatientPackage(0);
    expect(
      await refusalOf(
        query(
          sql`update patient_packages set remaining_visits = remaining_visits - 1 where id = ${patientPackageId}`,
        ),
      ),
    ).toMatchObject(checkViolation('patient_packages_remaining_check'));
    expect(await refusalOf(insertPatientPackage(6, 5))).toMatchObject(
      checkViolation('patient_packages_remaining_check'),
    );
  });

  it('gives the last visit to exactly one of 50 uses at once', async () => {
    const patientPackageId = await insertPatientPackage(1);
    const params = [patientPackageId, clinic.businessId, clinic.owner.id];
    let used: number;
    if (ctx.databaseUrl) {
      // Fifty connections, each connected first, so the fifty statements truly meet at the row.
      const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 50 });
      try {
        const clients = await Promise.all(Array.from({ length: 50 }, () => pool.connect()));
        const results = await Promise.all(
          clients.map((client) => client.query(useOneVisit, params)),
        );
        for (const client of clients) client.release();
        used = results.filter((result) => result.rowCount === 1).length;
      } finally {
        await pool.end();
      }
    } else {
      // PGlite has one connection: the same statement fifty times, one after another.
      used = 0;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const rows = await query(
          sql`UPDATE patient_packages SET remaining_visits = remaining_visits - 1, updated_at = now(), updated_by = ${params[2]}
            WHERE id = ${params[0]} AND business_id = ${params[1]} AND released_at IS NULL AND remaining_visits > 0
            RETURNING id, remaining_visits`,
        );
        used += rows.length;
      }
    }
    expect(used).toBe(1);
    const [row] = await query<{ remaining_visits: number }>(
      sql`select remaining_visits from patient_packages where id = ${patientPackageId}`,
    );
    expect(row!.remaining_visits).toBe(0);
  });
});

describe('one visit never used twice', () => {
  it('refuses a second live use of a package for one visit, and allows it once undone', async () => {
    const patientPackageId = await insertPatientPackage(5);
    const visitId = await insertVisit();
    const first = await insertUse(patientPackageId, visitId);
    expect(await refusalOf(insertUse(patientPackageId, visitId))).toMatchObject(
      uniqueViolation('patient_package_uses_live_key'),
    );
    await query(sql`update patient_package_uses set undone_at = now() where id = ${first}`);
    await insertUse(patientPackageId, visitId);
    // Another visit on the same package is another use.
    await insertUse(patientPackageId, await insertVisit());
  });

  it('keeps every event on a real package, under the explicitly named key', async () => {
    expect(
      await refusalOf(
        query(sql`
          insert into patient_package_events (business_id, patient_package_id, patient_id, action,
            event_date, remaining_visits)
          values (${clinic.businessId}, ${randomUUID()}, ${patientId}, 'PURCHASE', '2026-11-26', 5)`),
      ),
    ).toMatchObject({ code: '23503', constraint: 'patient_package_events_patient_package_fk' });
  });
});

describe('catalogue names among live rows', () => {
  it('refuses a live duplicate category name in any case, and frees a soft-deleted one', async () => {
    const name = `Obat ${randomUUID()}`;
    const first = await insertCategory(clinic.businessId, name);
    expect(await refusalOf(insertCategory(clinic.businessId, name.toUpperCase()))).toMatchObject(
      uniqueViolation('item_categories_business_name_key'),
    );
    // Another clinic has names of its own.
    await insertCategory(otherClinic.businessId, name);
    await query(sql`update item_categories set deleted_at = now() where id = ${first}`);
    await insertCategory(clinic.businessId, name.toLowerCase());
  });

  it('refuses a live duplicate item name within a category, and frees a soft-deleted one', async () => {
    const name = `Paracetamol ${randomUUID()}`;
    const first = await insertItem(clinic.businessId, categoryId, name, 5_000);
    expect(
      await refusalOf(insertItem(clinic.businessId, categoryId, name.toUpperCase(), 6_000)),
    ).toMatchObject(uniqueViolation('items_business_category_name_key'));
    // The same name in another category is another item.
    const otherCategory = await insertCategory(clinic.businessId, `Farmasi ${randomUUID()}`);
    await insertItem(clinic.businessId, otherCategory, name, 5_000);
    await query(sql`update items set deleted_at = now() where id = ${first}`);
    await insertItem(clinic.businessId, categoryId, name, 7_000);
  });

  it('refuses a live duplicate package name in any case, and frees a soft-deleted one', async () => {
    const name = `Paket ${randomUUID()}`;
    const first = await insertPackage(clinic.businessId, name, 500_000, 3);
    expect(
      await refusalOf(insertPackage(clinic.businessId, name.toLowerCase(), 500_000, 3)),
    ).toMatchObject(uniqueViolation('packages_business_name_key'));
    await query(sql`update packages set deleted_at = now() where id = ${first}`);
    await insertPackage(clinic.businessId, name, 600_000, 4);
  });
});

describe('receipt numbers', () => {
  it('are unique within a clinic and free in another', async () => {
    const receiptNumber = `INV/20261126/${randomUUID().slice(0, 8)}`;
    await insertPayment({ receiptNumber });
    expect(await refusalOf(insertPayment({ receiptNumber }))).toMatchObject(
      uniqueViolation('payments_receipt_number_key'),
    );
    await insertPayment({ businessId: otherClinic.businessId, receiptNumber });
  });
});
