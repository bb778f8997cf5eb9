import type { CategoryType } from '@praktik/domain/catalogue/category-item.schema';
import type { Repositories } from '../repositories';

/** A price list entry of the demo clinic. */
export interface DemoItem {
  name: string;
  price: number;
}

export interface DemoCategory {
  name: string;
  /** What its items are billed as. */
  type: CategoryType;
  items: readonly DemoItem[];
}

export interface DemoPackage {
  name: string;
  price: number;
  numberOfVisit: number;
  /** Names of the items a visit of the package covers, in the form's order. */
  itemNames: readonly string[];
}

const item = (name: string, price: number): DemoItem => ({ name, price });

/**
 * The demo clinic's price list: a general practice with a skin doctor and a beautician, so
 * consultations and small procedures beside facials, peels and laser, a physiotherapy corner and
 * the clinic's own pharmacy. Rupiah prices as a Jakarta clinic of its kind charges in 2026.
 */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Konsultasi',
    type: 'CONSULTATION',
    items: [
      item('Konsultasi Dokter Umum', 150_000),
      item('Konsultasi Dokter Spesialis Kulit', 350_000),
      item('Konsultasi Kontrol', 100_000),
    ],
  },
  {
    name: 'Tindakan',
    type: 'CONSULTATION',
    items: [
      item('Perawatan Luka', 85_000),
      item('Jahit Luka (per jahitan)', 60_000),
      item('Nebulizer', 120_000),
      item('Injeksi Intramuskular', 75_000),
      item('Cek Gula Darah', 35_000),
      item('Cek Kolesterol Total', 55_000),
    ],
  },
  {
    name: 'Perawatan Kecantikan',
    type: 'CONSULTATION',
    items: [
      item('Facial Detoks', 350_000),
      item('Facial Brightening', 400_000),
      item('Facial Jerawat', 375_000),
      item('Chemical Peeling', 650_000),
      item('Microdermabrasi', 450_000),
      item('Laser Toning', 1_250_000),
      item('Suntik Jerawat', 200_000),
    ],
  },
  {
    name: 'Fisioterapi',
    type: 'CONSULTATION',
    items: [
      item('Fisioterapi Punggung dan Leher', 275_000),
      item('Terapi TENS dan Ultrasound', 200_000),
    ],
  },
  {
    name: 'Farmasi',
    type: 'FARMASI',
    items: [
      item('Paracetamol 500 mg (strip 10)', 12_000),
      item('Amoksisilin 500 mg (strip 10)', 28_000),
      item('Ambroksol Sirup 60 ml', 32_000),
      item('Omeprazol 20 mg (strip 10)', 45_000),
      item('Cetirizin 10 mg (strip 10)', 22_000),
      item('Krim Tretinoin 0,025%', 85_000),
      item('Tabir Surya SPF 50', 165_000),
      item('Oralit (5 sachet)', 10_000),
    ],
  },
];

export const DEMO_PACKAGES: readonly DemoPackage[] = [
  {
    name: 'Paket Facial Brightening 5x',
    price: 1_750_000,
    numberOfVisit: 5,
    itemNames: ['Facial Brightening'],
  },
  {
    name: 'Program Jerawat 4x',
    price: 1_900_000,
    numberOfVisit: 4,
    itemNames: ['Facial Jerawat', 'Suntik Jerawat'],
  },
  {
    name: 'Paket Fisioterapi 6x',
    price: 1_450_000,
    numberOfVisit: 6,
    itemNames: ['Fisioterapi Punggung dan Leher', 'Terapi TENS dan Ultrasound'],
  },
];

/** A stored item, as the demo's bills name it; `type` is its category's. */
export interface DemoPricedItem extends DemoItem {
  type: CategoryType;
  id: string;
  categoryItemId: string;
  categoryName: string;
}

export interface DemoPricedPackage extends DemoPackage {
  id: string;
}

export interface DemoPriceList {
  items: DemoPricedItem[];
  packages: DemoPricedPackage[];
}

/**
 * Writes the demo price list through the catalogue's repository (the same writes as the master
 * data pages), created by the owner. Names are fixed, so a second run would be refused by the
 * live-name indexes: the seed runs once, on an empty database.
 */
export async function seedDemoCatalogue(
  repositories: Repositories,
  clinic: { businessId: string; ownerId: string },
): Promise<DemoPriceList> {
  const { businessId, ownerId } = clinic;
  const items: DemoPricedItem[] = [];
  for (const category of DEMO_CATEGORIES) {
    const stored = await repositories.catalogue.insertCategory(
      businessId,
      { name: category.name, type: category.type },
      ownerId,
    );
    if (stored === 'name-taken') throw new Error(`seed: category ${category.name} exists`);
    for (const entry of category.items) {
      const row = await repositories.catalogue.insertItem(
        businessId,
        { name: entry.name, price: entry.price, categoryItemId: stored.id },
        ownerId,
      );
      if (row === 'name-taken') throw new Error(`seed: item ${entry.name} exists`);
      items.push({
        ...entry,
        type: stored.type,
        id: row.id,
        categoryItemId: stored.id,
        categoryName: stored.name,
      });
    }
  }
  const packages: DemoPricedPackage[] = [];
  for (const offer of DEMO_PACKAGES) {
    const itemIds = offer.itemNames.map((name) => {
      const item = items.find((candidate) => candidate.name === name);
      if (!item) throw new Error(`seed: package ${offer.name} names no item ${name}`);
      return item.id;
    });
    const row = await repositories.catalogue.insertPackage(
      businessId,
      { name: offer.name, price: offer.price, numberOfVisit: offer.numberOfVisit, itemIds },
      ownerId,
    );
    if (row === 'name-taken') throw new Error(`seed: package ${offer.name} exists`);
    packages.push({ ...offer, id: row.id });
  }
  return { items, packages };
}
