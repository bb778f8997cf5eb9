import type { PaymentItemType } from '@praktik/domain/money/payment-totals';
import type { Repositories } from '../repositories';

/** A price list entry of the demo clinic; `type` is the payment line type it is billed as. */
export interface DemoItem {
  name: string;
  price: number;
  type: Extract<PaymentItemType, 'CONSULTATION' | 'FARMASI'>;
}

export interface DemoCategory {
  name: string;
  items: readonly DemoItem[];
}

export interface DemoPackage {
  name: string;
  price: number;
  numberOfVisit: number;
  /** Names of the items a visit of the package covers, in the form's order. */
  itemNames: readonly string[];
}

const consultation = (name: string, price: number): DemoItem => ({
  name,
  price,
  type: 'CONSULTATION',
});
const medicine = (name: string, price: number): DemoItem => ({ name, price, type: 'FARMASI' });

/**
 * The demo clinic's price list: a general practice with a skin doctor and a beautician, so
 * consultations and small procedures beside facials, peels and laser, a physiotherapy corner and
 * the clinic's own pharmacy. Rupiah prices as a Jakarta clinic of its kind charges in 2026.
 */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Konsultasi',
    items: [
      consultation('Konsultasi Dokter Umum', 150_000),
      consultation('Konsultasi Dokter Spesialis Kulit', 350_000),
      consultation('Konsultasi Kontrol', 100_000),
    ],
  },
  {
    name: 'Tindakan',
    items: [
      consultation('Perawatan Luka', 85_000),
      consultation('Jahit Luka (per jahitan)', 60_000),
      consultation('Nebulizer', 120_000),
      consultation('Injeksi Intramuskular', 75_000),
      consultation('Cek Gula Darah', 35_000),
      consultation('Cek Kolesterol Total', 55_000),
    ],
  },
  {
    name: 'Perawatan Kecantikan',
    items: [
      consultation('Facial Detoks', 350_000),
      consultation('Facial Brightening', 400_000),
      consultation('Facial Jerawat', 375_000),
      consultation('Chemical Peeling', 650_000),
      consultation('Microdermabrasi', 450_000),
      consultation('Laser Toning', 1_250_000),
      consultation('Suntik Jerawat', 200_000),
    ],
  },
  {
    name: 'Fisioterapi',
    items: [
      consultation('Fisioterapi Punggung dan Leher', 275_000),
      consultation('Terapi TENS dan Ultrasound', 200_000),
    ],
  },
  {
    name: 'Farmasi',
    items: [
      medicine('Paracetamol 500 mg (strip 10)', 12_000),
      medicine('Amoksisilin 500 mg (strip 10)', 28_000),
      medicine('Ambroksol Sirup 60 ml', 32_000),
      medicine('Omeprazol 20 mg (strip 10)', 45_000),
      medicine('Cetirizin 10 mg (strip 10)', 22_000),
      medicine('Krim Tretinoin 0,025%', 85_000),
      medicine('Tabir Surya SPF 50', 165_000),
      medicine('Oralit (5 sachet)', 10_000),
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

/** A stored item, as the demo's bills name it. */
export interface DemoPricedItem extends DemoItem {
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
    const stored = await repositories.catalogue.insertCategory(businessId, category.name, ownerId);
    if (stored === 'name-taken') throw new Error(`seed: category ${category.name} exists`);
    for (const item of category.items) {
      const row = await repositories.catalogue.insertItem(
        businessId,
        { name: item.name, price: item.price, categoryItemId: stored.id },
        ownerId,
      );
      if (row === 'name-taken') throw new Error(`seed: item ${item.name} exists`);
      items.push({ ...item, id: row.id, categoryItemId: stored.id, categoryName: stored.name });
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
