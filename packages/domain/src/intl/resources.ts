import { mergeTextTrees, type TextTree } from './area-texts';
import { moneyTexts } from '../money/money.texts';
import { slotsTexts } from '../slots/slots.texts';
import { reservationsTexts } from '../reservations/reservations.texts';
import { visitsTexts } from '../visits/visits.texts';
import { datesTexts } from '../dates/dates.texts';
import { tablesTexts } from '../tables/tables.texts';
import { patientsTexts } from '../patients/patients.texts';
import { accessTexts } from '../access/access.texts';
import { staffTexts } from '../staff/staff.texts';
import { satusehatTexts } from '../satusehat/satusehat.texts';
import { catalogueTexts } from '../catalogue/catalogue.texts';
import { paymentsTexts } from '../payments/payments.texts';
import { cashClosingTexts } from '../payments/cash-closing.texts';
import { packagesTexts } from '../packages/packages.texts';
import { clinicTexts } from '../clinic/clinic.texts';
/**
 * Texts for what the domain itself produces: validation messages (spec 1 §5 templates), field
 * names, roles, genders, menu labels and page titles. The app and the server load these into
 * i18next next to their own strings. Indonesian is the default language.
 */
const baseId = {
  validation: {
    required: 'Harap masukkan {{field}}',
    invalid: 'Harap masukkan {{field}} yang valid',
    length16: 'Harap masukkan {{field}} 16 angka',
    birthDateRange: '{{field}} harus antara 01-01-1900 dan hari ini',
    passwordMismatch: 'Kata sandi dan konfirmasi kata sandi tidak sama',
    minLength: '{{field}} minimal {{min}} karakter',
    maxLength: '{{field}} maksimal {{max}} karakter',
    numeric: '{{field}} hanya boleh berisi angka',
    phoneCharacters:
      '{{field}} hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung dan + di depan',
    phoneLength: '{{field}} harus berisi {{min}} sampai {{max}} angka',
    atLeastOne: 'Harap pilih minimal satu {{field}}',
    controlCharacter:
      '{{field}} harus satu baris, tanpa karakter kendali (seperti baris baru atau tab)',
    atMost: 'Paling banyak {{max}} {{field}}',
    chosenTwice: '{{field}} ini sudah dipilih',
  },
  fields: {
    firstName: 'Nama depan',
    name: 'Nama',
    email: 'Email',
    password: 'Kata sandi',
    newPassword: 'Kata sandi baru',
    currentPassword: 'Kata sandi saat ini',
    confirmPassword: 'Konfirmasi kata sandi',
    langKey: 'Bahasa',
    key: 'Kunci',
    emailChangeToken: 'Token tautan',
    phoneNumber: 'Nomor telepon',
    dateOfBirth: 'Tanggal lahir',
    gender: 'Jenis kelamin',
    address: 'Alamat',
    imageUrl: 'Foto',
    businessName: 'Nama bisnis',
    businessType: 'Jenis bisnis',
    businessService: 'Layanan bisnis',
    businessAddress: 'Alamat bisnis',
    businessLogo: 'Logo bisnis',
    businessImage: 'Foto utama bisnis',
    businessEmail: 'Email klinik',
    businessPhone: 'Telepon klinik',
    primaryColor: 'Warna utama',
    successReservationUrl: 'URL reservasi berhasil',
    published: 'Dipublikasikan',
    id: 'ID',
  },
  roles: {
    ROLE_OWNER: 'Pemilik',
    ROLE_DOCTOR: 'Dokter',
    ROLE_BEAUTICIAN: 'Beautician',
    ROLE_STAFF: 'Staf',
  },
  genders: { MALE: 'Laki-laki', FEMALE: 'Perempuan' },
  menu: {
    group: {
      home: 'Beranda',
      visit: 'Kunjungan',
      patient: 'Pasien',
      payment: 'Pembayaran',
      staff: 'Staf',
      masterData: 'Master Data',
      business: 'Profil Bisnis',
      integration: 'SATUSEHAT',
    },
    home: 'Dashboard',
    activeVisit: 'Kunjungan Aktif',
    historyVisit: 'Riwayat Kunjungan',
    reportVisit: 'Laporan Dokter',
    reservation: 'Reservasi',
    patient: 'Semua Pasien',
    patientPackage: 'Paket Pasien',
    payment: 'Pembayaran',
    userClinic: 'Staf Klinik',
    item: 'Item',
    categoryItem: 'Kategori Item',
    package: 'Paket',
    businessProfile: 'Profil Bisnis',
    credential: 'Kredensial',
    organization: 'Organisasi',
    location: 'Lokasi',
  },
  pageTitle: {
    dashboard: 'Dashboard',
    profile: 'Profil',
    'change-password': 'Ubah Kata Sandi',
    'business-profile': 'Profil Bisnis',
    onboarding: 'Onboarding',
    patient: 'Pasien',
    'patient-package': 'Paket Pasien',
    'active-visit': 'Kunjungan Aktif',
    'history-visit': 'Riwayat Kunjungan',
    'report-visit': 'Laporan Dokter',
    reservation: 'Reservasi',
    history: 'Riwayat Pasien',
    payment: 'Pembayaran',
    'cash-closing': 'Tutup Kasir',
    'category-item': 'Kategori Item',
    item: 'Item',
    package: 'Paket',
    'user-clinic': 'Staf Klinik',
    credential: 'Kredensial',
    organization: 'Organisasi',
    location: 'Lokasi',
  },
};

type BaseResource = typeof baseId;

const baseEn: BaseResource = {
  validation: {
    required: 'Please enter {{field}}',
    invalid: 'Please enter Valid {{field}}',
    length16: 'Please enter {{field}} 16 Length',
    birthDateRange: '{{field}} must be between 01-01-1900 and today',
    passwordMismatch: 'Password and password confirmation is not the same',
    minLength: '{{field}} must be at least {{min}} characters',
    maxLength: '{{field}} must be at most {{max}} characters',
    numeric: '{{field}} may contain digits only',
    phoneCharacters:
      '{{field}} may contain only digits, spaces, dashes, dots, brackets and a leading +',
    phoneLength: '{{field}} must have {{min}} to {{max}} digits',
    atLeastOne: 'Please choose at least one {{field}}',
    controlCharacter:
      '{{field}} must be one line, without control characters (such as a line break or a tab)',
    atMost: 'At most {{max}} {{field}}',
    chosenTwice: 'This {{field}} is already chosen',
  },
  fields: {
    firstName: 'First name',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    confirmPassword: 'Password confirmation',
    langKey: 'Language',
    key: 'Key',
    emailChangeToken: 'Link token',
    phoneNumber: 'Phone number',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    address: 'Address',
    imageUrl: 'Photo',
    businessName: 'Business name',
    businessType: 'Business type',
    businessService: 'Business service',
    businessAddress: 'Business address',
    businessLogo: 'Business logo',
    businessImage: 'Business main photo',
    businessEmail: 'Clinic e-mail',
    businessPhone: 'Clinic phone',
    primaryColor: 'Primary colour',
    successReservationUrl: 'Reservation success URL',
    published: 'Published',
    id: 'ID',
  },
  roles: {
    ROLE_OWNER: 'Owner',
    ROLE_DOCTOR: 'Doctor',
    ROLE_BEAUTICIAN: 'Beautician',
    ROLE_STAFF: 'Staff',
  },
  genders: { MALE: 'Male', FEMALE: 'Female' },
  menu: {
    group: {
      home: 'Home',
      visit: 'Visit',
      patient: 'Patient',
      payment: 'Payment',
      staff: 'Staff',
      masterData: 'Master data',
      business: 'Business profile',
      integration: 'SATUSEHAT',
    },
    home: 'Dashboard',
    activeVisit: 'Active visits',
    historyVisit: 'Visit history',
    reportVisit: 'Doctor report',
    reservation: 'Reservations',
    patient: 'All patients',
    patientPackage: 'Patient packages',
    payment: 'Payments',
    userClinic: 'Clinic staff',
    item: 'Items',
    categoryItem: 'Item categories',
    package: 'Packages',
    businessProfile: 'Business profile',
    credential: 'Credentials',
    organization: 'Organizations',
    location: 'Locations',
  },
  pageTitle: {
    dashboard: 'Dashboard',
    profile: 'Profile',
    'change-password': 'Change Password',
    'business-profile': 'Business Profile',
    onboarding: 'Onboarding',
    patient: 'Patients',
    'patient-package': 'Patient Packages',
    'active-visit': 'Active Visits',
    'history-visit': 'Visit History',
    'report-visit': 'Doctor Report',
    reservation: 'Reservations',
    history: 'Patient History',
    payment: 'Payments',
    'cash-closing': 'Cash Closing',
    'category-item': 'Item Categories',
    item: 'Items',
    package: 'Packages',
    'user-clinic': 'Clinic Staff',
    credential: 'Credentials',
    organization: 'Organizations',
    location: 'Locations',
  },
};

/**
 * Every area's own texts that a screen of the app may show, in the order they are merged. The
 * booking mail's words (`reservations/booking-mail.texts.ts`) are not here: the server's mails and
 * the app's pages that show a mail add them where they are read, so a patient's first load does
 * not carry them (docs/performance.md, "Public pages").
 */
export const AREA_TEXTS = [
  moneyTexts,
  slotsTexts,
  reservationsTexts,
  visitsTexts,
  datesTexts,
  tablesTexts,
  patientsTexts,
  accessTexts,
  staffTexts,
  satusehatTexts,
  catalogueTexts,
  paymentsTexts,
  cashClosingTexts,
  packagesTexts,
  clinicTexts,
];

const merged: { id?: TextTree; en?: TextTree } = {};

/**
 * Each language's texts, merged when first read rather than when this module loads: a page
 * shown in one language never merges the other's, work that lengthened the app's start on a slow
 * phone.
 */
export const domainResources: { readonly id: TextTree; readonly en: TextTree } = {
  get id() {
    return (merged.id ??= mergeTextTrees([baseId, ...AREA_TEXTS.map((texts) => texts.id)]));
  },
  get en() {
    return (merged.en ??= mergeTextTrees([baseEn, ...AREA_TEXTS.map((texts) => texts.en)]));
  },
};
export type DomainResource = TextTree;
