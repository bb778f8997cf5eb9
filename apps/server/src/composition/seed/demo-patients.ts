import type { PatientValues } from '../../modules/patients/patients.repository';

/** How many patients the demo clinic starts with: enough to page, filter and sort for real. */
export const DEMO_PATIENT_COUNT = 300;

const MALE_GIVEN = [
  'Agus',
  'Ahmad',
  'Andi',
  'Arief',
  'Bambang',
  'Bayu',
  'Budi',
  'Dedi',
  'Dimas',
  'Eko',
  'Fajar',
  'Fikri',
  'Gilang',
  'Hadi',
  'Hendra',
  'Irfan',
  'Joko',
  'Kevin',
  'Kurnia',
  'Lukman',
  'Muhammad',
  'Nanda',
  'Putu',
  'Rahmat',
  'Rizky',
  'Rudi',
  'Slamet',
  'Sutrisno',
  'Taufik',
  'Teguh',
  'Wahyu',
  'Yoga',
  'Yusuf',
  'Zainal',
  'Ilham',
  'Reza',
  'Aditya',
  'Bagus',
  'Galih',
  'Hanif',
] as const;

const FEMALE_GIVEN = [
  'Anisa',
  'Ayu',
  'Bunga',
  'Citra',
  'Dewi',
  'Diah',
  'Dina',
  'Endang',
  'Fitri',
  'Indah',
  'Intan',
  'Kartika',
  'Lestari',
  'Lina',
  'Maya',
  'Mega',
  'Nadia',
  'Nur',
  'Novi',
  'Putri',
  'Ratna',
  'Rina',
  'Rini',
  'Sari',
  'Siti',
  'Sri',
  'Tari',
  'Tuti',
  'Wulan',
  'Yuni',
  'Aisyah',
  'Nabila',
  'Salsabila',
  'Kadek',
  'Ni Luh',
  'Retno',
  'Eka',
  'Fadhilah',
  'Laras',
  'Melati',
] as const;

/** Javanese/Sundanese-style second names; they follow the given name's gender. */
const MALE_SECOND = [
  'Pratama',
  'Saputra',
  'Setiawan',
  'Nugroho',
  'Wibowo',
  'Hidayat',
  'Kurniawan',
  'Susanto',
  'Firmansyah',
  'Permana',
  'Ramadhan',
  'Prasetyo',
  'Gunawan',
  'Hakim',
  'Syahputra',
] as const;

const FEMALE_SECOND = [
  'Rahmawati',
  'Lestari',
  'Sari',
  'Putri',
  'Wulandari',
  'Handayani',
  'Puspitasari',
  'Safitri',
  'Anggraini',
  'Maharani',
  'Kusumawati',
  'Fitriani',
  'Permatasari',
  'Utami',
  'Novitasari',
] as const;

/** Family names (Batak, Minahasa, Maluku, Chinese-Indonesian, Minang): either gender. */
const FAMILY = [
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Harahap',
  'Lubis',
  'Sitompul',
  'Hutapea',
  'Panjaitan',
  'Sembiring',
  'Ginting',
  'Wowor',
  'Sumampouw',
  'Pattinama',
  'Wijaya',
  'Halim',
  'Tanoto',
  'Kusuma',
  'Santoso',
  'Tanjung',
  'Chaniago',
  'Sinaga',
  'Manurung',
  'Tampubolon',
  'Lumbantobing',
] as const;

interface City {
  name: string;
  /** The first six digits of a NIK issued there (province, regency, district). */
  nikPrefixes: readonly string[];
  districts: readonly string[];
}

const CITIES: readonly City[] = [
  {
    name: 'Jakarta Selatan',
    nikPrefixes: ['317401', '317402', '317405', '317407'],
    districts: ['Mampang Prapatan', 'Tebet', 'Cilandak', 'Pasar Minggu', 'Kebayoran Baru'],
  },
  {
    name: 'Jakarta Timur',
    nikPrefixes: ['317501', '317503', '317506'],
    districts: ['Matraman', 'Jatinegara', 'Duren Sawit', 'Cakung'],
  },
  {
    name: 'Jakarta Barat',
    nikPrefixes: ['317301', '317304'],
    districts: ['Kebon Jeruk', 'Grogol Petamburan', 'Palmerah'],
  },
  {
    name: 'Depok',
    nikPrefixes: ['327601', '327603'],
    districts: ['Beji', 'Pancoran Mas', 'Sukmajaya'],
  },
  {
    name: 'Tangerang Selatan',
    nikPrefixes: ['367401', '367403'],
    districts: ['Serpong', 'Ciputat', 'Pamulang'],
  },
  { name: 'Bekasi', nikPrefixes: ['327501', '327504'], districts: ['Bekasi Barat', 'Rawalumbu'] },
  { name: 'Bogor', nikPrefixes: ['327101', '327104'], districts: ['Bogor Tengah', 'Tanah Sareal'] },
  {
    name: 'Bandung',
    nikPrefixes: ['327301', '327310'],
    districts: ['Coblong', 'Sukajadi', 'Lengkong'],
  },
  {
    name: 'Semarang',
    nikPrefixes: ['337401', '337405'],
    districts: ['Semarang Tengah', 'Banyumanik'],
  },
  {
    name: 'Yogyakarta',
    nikPrefixes: ['347101', '347106'],
    districts: ['Gondokusuman', 'Umbulharjo'],
  },
  {
    name: 'Surabaya',
    nikPrefixes: ['357801', '357812'],
    districts: ['Genteng', 'Wonokromo', 'Rungkut'],
  },
  { name: 'Malang', nikPrefixes: ['357301', '357303'], districts: ['Klojen', 'Lowokwaru'] },
  {
    name: 'Denpasar',
    nikPrefixes: ['517101', '517104'],
    districts: ['Denpasar Selatan', 'Denpasar Barat'],
  },
  { name: 'Medan', nikPrefixes: ['127101', '127107'], districts: ['Medan Baru', 'Medan Petisah'] },
  { name: 'Makassar', nikPrefixes: ['737101', '737110'], districts: ['Panakkukang', 'Tamalate'] },
  {
    name: 'Palembang',
    nikPrefixes: ['167101', '167106'],
    districts: ['Ilir Timur I', 'Seberang Ulu I'],
  },
];

/** The clinic is in South Jakarta: most patients live nearby. */
const CITY_WEIGHTS = [30, 12, 8, 8, 8, 6, 5, 5, 3, 3, 3, 2, 2, 2, 2, 1];

const STREETS = [
  'Jl. Merdeka',
  'Jl. Jend. Sudirman',
  'Jl. Diponegoro',
  'Jl. Gatot Subroto',
  'Jl. Ahmad Yani',
  'Jl. Pahlawan',
  'Jl. Veteran',
  'Jl. Kartini',
  'Jl. Imam Bonjol',
  'Jl. Hayam Wuruk',
  'Jl. Gajah Mada',
  'Jl. Melati',
  'Jl. Mawar',
  'Jl. Kenanga',
  'Jl. Anggrek',
  'Jl. Cempaka',
  'Jl. Flamboyan',
  'Jl. Dahlia',
  'Jl. Teuku Umar',
  'Jl. Cut Nyak Dien',
  'Jl. Pemuda',
  'Jl. Kebon Jeruk',
  'Jl. Raya Bogor',
  'Jl. Pattimura',
] as const;

/** Indonesian mobile prefixes after the 0 (Telkomsel, Indosat, XL, Tri, Smartfren). */
const OPERATOR_PREFIXES = [
  '811',
  '812',
  '813',
  '821',
  '822',
  '852',
  '853',
  '814',
  '815',
  '816',
  '855',
  '856',
  '857',
  '858',
  '817',
  '818',
  '819',
  '859',
  '877',
  '878',
  '895',
  '896',
  '897',
  '898',
  '881',
  '882',
] as const;

const ALLERGIES = [
  'Amoksisilin',
  'Penisilin',
  'Seafood',
  'Debu',
  'Kacang',
  'Susu sapi',
  'Telur',
  'Aspirin',
  'Ibuprofen',
  'Sulfa',
  'Udang',
  'Bulu kucing',
  'Serbuk sari',
  'Lateks',
  'Kepiting',
] as const;

const REMARKS = [
  'Pasien lama',
  'Rujukan dari Puskesmas',
  'Kulit sensitif',
  'Kontrol rutin tiap bulan',
  'Hamil trimester kedua',
  'Riwayat hipertensi',
  'Perlu pendamping',
] as const;

const MAIL_DOMAINS = ['gmail.com', 'yahoo.co.id', 'outlook.com'] as const;

/** mulberry32: a small seeded generator, so every demo database has the same patients. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The demo clinic's patients: realistic Indonesian names, 08… phone numbers, addresses in
 * Indonesian cities, 16-digit NIKs built as NIKs are (region, birth date with +40 on the day for
 * women, serial), medical record numbers RM-000001…, and some allergies. Deterministic.
 */
export function demoPatients(count = DEMO_PATIENT_COUNT, seed = 20_261_123): PatientValues[] {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = random() * total;
    for (const [index, item] of list.entries()) {
      roll -= weights[index] ?? 0;
      if (roll < 0) return item;
    }
    return list[list.length - 1] as T;
  };

  return Array.from({ length: count }, (_, index): PatientValues => {
    const gender = random() < 0.58 ? 'FEMALE' : 'MALE';
    const given = pick(gender === 'FEMALE' ? FEMALE_GIVEN : MALE_GIVEN);
    const second = pick(gender === 'FEMALE' ? FEMALE_SECOND : MALE_SECOND);
    const style = random();
    const name =
      style < 0.12
        ? given
        : style < 0.62
          ? `${given} ${second}`
          : style < 0.9
            ? `${given} ${pick(FAMILY)}`
            : `${given} ${second} ${pick(FAMILY)}`;

    const year = int(1950, 2020);
    const month = int(1, 12);
    const day = int(1, 28);
    const city = weighted(CITIES, CITY_WEIGHTS);
    const nik = `${pick(city.nikPrefixes)}${pad(gender === 'FEMALE' ? day + 40 : day, 2)}${pad(month, 2)}${pad(year % 100, 2)}${pad(int(1, 9999), 4)}`;
    const isPassport = random() < 0.03;
    const phoneNumber = `0${pick(OPERATOR_PREFIXES)}${pad(int(0, 99_999_999), 8)}`;
    const allergyCount = weighted([0, 1, 2, 3], [62, 25, 10, 3]);
    const allergies = new Set<string>();
    while (allergies.size < allergyCount) allergies.add(pick(ALLERGIES));
    const mailName = name.toLowerCase().replace(/[^a-z]+/g, '.');
    return {
      name,
      phoneNumber,
      dateOfBirth: `${year}-${pad(month, 2)}-${pad(day, 2)}`,
      gender,
      address: `${pick(STREETS)} No. ${int(1, 150)}, RT ${pad(int(1, 15), 3)}/RW ${pad(int(1, 12), 3)}, ${pick(city.districts)}, ${city.name}`,
      remark: random() < 0.15 ? pick(REMARKS) : null,
      email: random() < 0.4 ? `${mailName}${int(1, 99)}@${pick(MAIL_DOMAINS)}` : null,
      identificationType: isPassport ? 'PASSPORT' : 'KTP',
      identificationNumber: isPassport
        ? `${pick(['A', 'B', 'C'])}${pad(int(0, 9_999_999), 7)}`
        : nik,
      medicalRecordNumber: `RM-${pad(index + 1, 6)}`,
      allergies: [...allergies],
    };
  });
}
