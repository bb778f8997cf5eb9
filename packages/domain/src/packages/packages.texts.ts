import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the packages rules (validation messages, labels); Indonesian first. */
export const packagesTexts = defineAreaTexts({
  id: {
    fields: {
      patientPackage: 'Paket pasien',
      packageUse: 'Pemakaian paket',
      visit: 'Kunjungan',
      sortBy: 'Urutkan berdasarkan',
      sortOrder: 'Arah urutan',
      overdue: 'Belum kembali lebih dari sebulan',
    },
    packageReminder: {
      warning: 'Kunjungan terakhir lebih dari 1 bulan yang lalu',
      contact: 'Hubungi via WhatsApp',
      message:
        'Halo {{patientName}}, kami dari {{clinicName}} ingin mengingatkan bahwa paket {{packageName}} Anda masih tersisa {{remainingVisits}} kunjungan. Kunjungan terakhir Anda pada {{lastReservationDate}}. Yuk, jadwalkan kunjungan berikutnya dengan membalas pesan ini. Terima kasih!',
    },
    whatsappReminder: {
      sentToday: 'Dikirim oleh {{name}}, {{time}}',
      sentEarlier: 'Dikirim oleh {{name}}, {{date}} {{time}}',
    },
    reservationReminder: {
      message:
        'Halo {{patientName}}, kami dari {{clinicName}} mengingatkan reservasi Anda dengan {{doctorName}} pada {{date}} pukul {{time}} WIB. Bila berhalangan, mohon balas pesan ini. Terima kasih!',
    },
  },
  en: {
    fields: {
      patientPackage: 'Patient package',
      packageUse: 'Package use',
      visit: 'Visit',
      sortBy: 'Sort by',
      sortOrder: 'Sort order',
      overdue: 'Not back for over a month',
    },
    packageReminder: {
      warning: 'Last visit was more than 1 month ago',
      contact: 'Contact via WhatsApp',
      message:
        'Hello {{patientName}}, this is {{clinicName}}. A friendly reminder that your {{packageName}} package still has {{remainingVisits}} visits left. Your last visit was on {{lastReservationDate}}. Reply to this message to book your next visit. Thank you!',
    },
    whatsappReminder: {
      sentToday: 'Sent by {{name}}, {{time}}',
      sentEarlier: 'Sent by {{name}}, {{date}} {{time}}',
    },
    reservationReminder: {
      message:
        'Hello {{patientName}}, this is {{clinicName}} reminding you of your reservation with {{doctorName}} on {{date}} at {{time}} WIB (UTC+7). If you cannot come, please reply to this message. Thank you!',
    },
  },
});
