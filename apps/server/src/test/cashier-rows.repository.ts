import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { itemCategories, items, packageItems, packages } from '../db/schema/index';

export interface TestCatalogue {
  /** Tindakan (CONSULTATION): Konsultasi and Facial. */
  categoryId: string;
  categoryName: string;
  /** Farmasi (FARMASI): Paracetamol. */
  pharmacyCategoryId: string;
  pharmacyCategoryName: string;
  /** Konsultasi Rp150.000, Paracetamol Rp25.000 (FARMASI), Facial Rp300.000. */
  items: { id: string; name: string; price: number }[];
  /** Paket facial 5x, Rp1.000.000, 5 visits. */
  package: { id: string; name: string; price: number; numberOfVisit: number };
}

/**
 * A clinic's small price list written straight into the tables (the catalogue's HTTP calls are
 * another part's), names made unique so tests in one clinic never meet each other's.
 */
export async function insertTestCatalogue(
  db: Database,
  businessId: string,
): Promise<TestCatalogue> {
  const suffix = randomUUID().slice(0, 6);
  const categoryName = `Tindakan ${suffix}`;
  const [category] = await db
    .insert(itemCategories)
    .values({ businessId, name: categoryName })
    .returning({ id: itemCategories.id });
  const categoryId = category!.id;
  const pharmacyCategoryName = `Farmasi ${suffix}`;
  const [pharmacy] = await db
    .insert(itemCategories)
    .values({ businessId, name: pharmacyCategoryName, type: 'FARMASI' })
    .returning({ id: itemCategories.id });
  const pharmacyCategoryId = pharmacy!.id;
  const wanted = [
    { name: `Konsultasi dokter umum ${suffix}`, price: 150_000, categoryItemId: categoryId },
    { name: `Paracetamol 500 mg ${suffix}`, price: 25_000, categoryItemId: pharmacyCategoryId },
    { name: `Facial ${suffix}`, price: 300_000, categoryItemId: categoryId },
  ];
  const inserted = await db
    .insert(items)
    .values(wanted.map((item) => ({ ...item, businessId })))
    .returning({ id: items.id, name: items.name, price: items.price });
  const byName = new Map(inserted.map((row) => [row.name, row]));
  const rows = wanted.map((item) => byName.get(item.name)!);
  const packageValues = { name: `Paket facial 5x ${suffix}`, price: 1_000_000, numberOfVisit: 5 };
  const [sold] = await db
    .insert(packages)
    .values({ ...packageValues, businessId })
    .returning({ id: packages.id });
  await db
    .insert(packageItems)
    .values({ packageId: sold!.id, position: 0, businessId, itemId: rows[2]!.id });
  return {
    categoryId,
    categoryName,
    pharmacyCategoryId,
    pharmacyCategoryName,
    items: rows,
    package: { id: sold!.id, ...packageValues },
  };
}
