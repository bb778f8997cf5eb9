import type { VisitStatus } from '@praktik/domain/visits/status';

/** Sample rows for the stories: a clinic's patients (made-up names and numbers). */
export interface SamplePatient {
  id: string;
  medicalRecordNumber: string;
  name: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: 'Laki-laki' | 'Perempuan';
  address: string;
  allergies: string[];
  status: VisitStatus;
  balance: number;
  hasActiveVisit: boolean;
}

export const SAMPLE_PATIENTS: readonly SamplePatient[] = [
  {
    id: 'p1',
    medicalRecordNumber: 'RM-0001',
    name: 'Budi Santoso',
    phoneNumber: '081234567890',
    dateOfBirth: '12-03-1985',
    gender: 'Laki-laki',
    address: 'Jl. Merdeka No. 10, Bandung',
    allergies: ['Penisilin'],
    status: 'ACTIVE',
    balance: 150000,
    hasActiveVisit: true,
  },
  {
    id: 'p2',
    medicalRecordNumber: 'RM-0002',
    name: 'Ani Wijaya',
    phoneNumber: '081298765432',
    dateOfBirth: '01-11-1992',
    gender: 'Perempuan',
    address: 'Jl. Sudirman No. 5, Jakarta',
    allergies: [],
    status: 'BOOKED',
    balance: 0,
    hasActiveVisit: false,
  },
  {
    id: 'p3',
    medicalRecordNumber: 'RM-0003',
    name: 'Citra Lestari',
    phoneNumber: '085711112222',
    dateOfBirth: '23-07-1978',
    gender: 'Perempuan',
    address: 'Jl. Diponegoro No. 21, Surabaya',
    allergies: ['Udang', 'Debu', 'Lateks', 'Kacang'],
    status: 'WAITING_PAYMENT',
    balance: -25000,
    hasActiveVisit: false,
  },
  {
    id: 'p4',
    medicalRecordNumber: 'RM-0004',
    name: 'Dedi Kurniawan',
    phoneNumber: '082133334444',
    dateOfBirth: '05-05-2001',
    gender: 'Laki-laki',
    address: 'Jl. Gajah Mada No. 3, Semarang',
    allergies: ['Aspirin'],
    status: 'DONE',
    balance: 1250000,
    hasActiveVisit: false,
  },
];

export const LONG_PATIENT: SamplePatient = {
  id: 'p5',
  medicalRecordNumber: 'RM-2026-11-000123456',
  name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawirodirjo',
  phoneNumber: '6281234567890123',
  dateOfBirth: '17-08-1945',
  gender: 'Perempuan',
  address:
    'Perumahan Taman Sari Indah Blok C-12 No. 45, RT 003 / RW 011, Kelurahan Sukamaju, Kecamatan Cibeunying Kidul, Kota Bandung, Jawa Barat 40121',
  allergies: ['Antibiotik golongan sefalosporin generasi ketiga', 'Obat antiinflamasi nonsteroid'],
  status: 'CANCELLED',
  balance: -999999999,
  hasActiveVisit: false,
};
