import type { Role } from '@praktik/domain/access/roles';

/** Everyone in the demo clinic signs in with this password. */
export const DEMO_PASSWORD = 'Praktik123!';

export const DEMO_CLINIC = {
  name: 'Klinik Demo Sehat Cantik',
  type: 'Klinik Kecantikan',
  address: 'Jl. Kemang Raya No. 17, Bangka, Mampang Prapatan, Jakarta Selatan, DKI Jakarta 12730',
  /** Where patients' replies to the booking mails go (Reply-To), and the number the mails give. */
  email: 'halo@klinikdemo.example',
  phoneNumber: '0217190017',
  primaryColor: 'color_1',
  services: [
    'Konsultasi Dokter Umum',
    'Perawatan Wajah (Facial)',
    'Laser',
    'Peeling',
    'Botox & Filler',
    'Perawatan Jerawat',
  ],
} as const;

export interface DemoUser {
  email: string;
  firstName: string;
  role: Role;
  gender: 'MALE' | 'FEMALE';
  phoneNumber: string;
  dateOfBirth: string;
  address: string;
  identificationNumber: string;
  /** A doctor's IHS number on SATUSEHAT (the local stand-in knows the demo doctors by it). */
  satuSehatPractitionerId?: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'owner@demo.praktik.id',
    firstName: 'Ratna Wijaya',
    role: 'ROLE_OWNER',
    gender: 'FEMALE',
    phoneNumber: '081234567801',
    dateOfBirth: '1984-04-12',
    address: 'Jl. Bangka Raya No. 5, Pela Mampang, Jakarta Selatan',
    identificationNumber: '3174015204840001',
  },
  {
    email: 'dokter.andi@demo.praktik.id',
    firstName: 'dr. Andi Pratama',
    role: 'ROLE_DOCTOR',
    gender: 'MALE',
    phoneNumber: '081234567802',
    dateOfBirth: '1988-09-03',
    address: 'Jl. Tebet Barat Dalam No. 21, Tebet, Jakarta Selatan',
    identificationNumber: '3174010309880002',
    satuSehatPractitionerId: '10009880728',
  },
  {
    email: 'dokter.sari@demo.praktik.id',
    firstName: 'dr. Sari Lestari, Sp.KK',
    role: 'ROLE_DOCTOR',
    gender: 'FEMALE',
    phoneNumber: '081234567803',
    dateOfBirth: '1990-01-25',
    address: 'Jl. Cipete Raya No. 8, Cilandak, Jakarta Selatan',
    identificationNumber: '3174016501900003',
    satuSehatPractitionerId: '10006926841',
  },
  {
    email: 'beautician@demo.praktik.id',
    firstName: 'Dewi Anggraini',
    role: 'ROLE_BEAUTICIAN',
    gender: 'FEMALE',
    phoneNumber: '081234567804',
    dateOfBirth: '1996-06-14',
    address: 'Jl. Pejaten Raya No. 30, Pasar Minggu, Jakarta Selatan',
    identificationNumber: '3174055406960004',
  },
  {
    email: 'staff@demo.praktik.id',
    firstName: 'Budi Santoso',
    role: 'ROLE_STAFF',
    gender: 'MALE',
    phoneNumber: '081234567805',
    dateOfBirth: '1998-11-30',
    address: 'Jl. Warung Buncit Raya No. 12, Mampang Prapatan, Jakarta Selatan',
    identificationNumber: '3174053011980005',
  },
];
