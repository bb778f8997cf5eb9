import { defineAreaTexts } from '../intl/area-texts';

/**
 * The words of a booking's mail (confirmation, cancellation, reminder), written once: the server's
 * mails and the app's `/template-email` and booking pages read them through `bookingMailContent`.
 */
export const bookingMailTexts = defineAreaTexts({
  id: {
    bookingMail: {
      subject: {
        booked: 'Reservasi Anda di {{clinic}}: {{date}} pukul {{time}}',
        rescheduled: 'Jadwal reservasi Anda di {{clinic}} diubah: {{date}} pukul {{time}}',
        cancelled: 'Reservasi dibatalkan: {{clinic}}, {{date}} pukul {{time}}',
        reminder: 'Pengingat reservasi besok di {{clinic}}',
      },
      preheader: 'Reservasi Anda di {{clinic}}',
      heading: {
        booked: 'Reservasi Anda sudah tercatat',
        rescheduled: 'Jadwal reservasi Anda diubah',
        cancelled: 'Reservasi Anda dibatalkan',
        reminder: 'Sampai jumpa besok',
      },
      greeting: 'Halo {{name}},',
      intro: {
        booked: 'Terima kasih, reservasi Anda di {{clinic}} sudah kami terima. Berikut rinciannya:',
        rescheduled: '{{clinic}} mengubah jadwal reservasi Anda. Berikut jadwal barunya:',
        cancelledByPatient:
          'Reservasi Anda di {{clinic}} sudah dibatalkan sesuai permintaan Anda, dan waktunya dilepas untuk pasien lain:',
        cancelledByClinic:
          '{{clinic}} membatalkan reservasi Anda berikut ini. Hubungi klinik bila Anda ingin memilih waktu lain:',
        expired:
          'Reservasi Anda di {{clinic}} tidak dikonfirmasi tepat waktu, jadi waktunya sudah dilepas untuk pasien lain:',
        reminder: 'Kami mengingatkan reservasi Anda besok di {{clinic}}:',
      },
      clinic: 'Klinik',
      address: 'Alamat',
      service: 'Layanan',
      doctor: 'Dokter/Terapis',
      date: 'Tanggal',
      time: 'Jam',
      timeRange: '{{start}} sampai {{end}} WIB',
      status: 'Status',
      statuses: {
        unconfirmed: 'Menunggu konfirmasi Anda',
        confirmed: 'Terkonfirmasi',
        cancelled: 'Dibatalkan',
        ACTIVE: 'Sedang berlangsung',
        DONE: 'Selesai',
        WAITING_PAYMENT: 'Belum bayar',
      },
      confirmIntro:
        'Reservasi Anda belum dikonfirmasi. Konfirmasi lewat tautan ini agar klinik tahu Anda akan datang:',
      confirmIntroHold:
        'Reservasi Anda belum dikonfirmasi. Konfirmasi dalam {{minutes}} menit lewat tautan ini, atau waktunya akan dilepas untuk pasien lain:',
      confirm: 'Konfirmasi',
      addToCalendar: 'Tambahkan ke Google Calendar',
      mapIntro: 'Lokasi klinik:',
      map: 'Buka peta',
      rescheduleIntro: 'Berhalangan pada jam ini? Pilih waktu lain dengan dokter yang sama:',
      reschedule: 'Ubah jadwal',
      cancelIntro: 'Tidak bisa datang? Batalkan reservasi agar waktunya bisa dipakai pasien lain:',
      cancel: 'Batalkan reservasi',
      attachmentBooked: 'File kalender (.ics) terlampir untuk aplikasi kalender lainnya.',
      attachmentCancelled:
        'File kalender (.ics) terlampir: buka file itu untuk menghapus reservasi ini dari kalender Anda.',
      attachmentRescheduled:
        'File kalender (.ics) terlampir: membukanya memindahkan acara ini di aplikasi kalender Anda.',
      previous: 'Jadwal sebelumnya: {{date}}, {{time}}',
      contact: 'Ada pertanyaan? Hubungi {{clinic}}: {{contact}}.',
      reply: 'Balas email ini untuk menulis ke {{clinic}}.',
      signOff: 'Salam,',
      footer: 'Email ini dikirim oleh Praktik atas nama {{clinic}}.',
    },
  },
  en: {
    bookingMail: {
      subject: {
        booked: 'Your booking at {{clinic}}: {{date}} at {{time}}',
        rescheduled: 'Your booking at {{clinic}} has a new time: {{date}} at {{time}}',
        cancelled: 'Booking cancelled: {{clinic}}, {{date}} at {{time}}',
        reminder: 'Reminder: your reservation tomorrow at {{clinic}}',
      },
      preheader: 'Your booking at {{clinic}}',
      heading: {
        booked: 'Your booking is recorded',
        rescheduled: 'Your booking has a new time',
        cancelled: 'Your booking is cancelled',
        reminder: 'See you tomorrow',
      },
      greeting: 'Hello {{name}},',
      intro: {
        booked: 'Thank you, we have your booking at {{clinic}}. Here are the details:',
        rescheduled: '{{clinic}} has moved your booking. Here is the new time:',
        cancelledByPatient:
          'Your booking at {{clinic}} is cancelled as you asked, and its time is free for other patients:',
        cancelledByClinic:
          '{{clinic}} has cancelled the booking below. Contact the clinic if you would like another time:',
        expired:
          'Your booking at {{clinic}} was not confirmed in time, so its time was released for other patients:',
        reminder: 'A reminder of your booking tomorrow at {{clinic}}:',
      },
      clinic: 'Clinic',
      address: 'Address',
      service: 'Service',
      doctor: 'Doctor/Therapist',
      date: 'Date',
      time: 'Time',
      timeRange: '{{start}} to {{end}} WIB (UTC+7)',
      status: 'Status',
      statuses: {
        unconfirmed: 'Awaiting your confirmation',
        confirmed: 'Confirmed',
        cancelled: 'Cancelled',
        ACTIVE: 'In progress',
        DONE: 'Done',
        WAITING_PAYMENT: 'Awaiting payment',
      },
      confirmIntro:
        'Your booking is not confirmed yet. Confirm it with this link so the clinic knows you are coming:',
      confirmIntroHold:
        'Your booking is not confirmed yet. Confirm it within {{minutes}} minutes with this link, or its time is released for other patients:',
      confirm: 'Confirm',
      addToCalendar: 'Add to Google Calendar',
      mapIntro: 'Where the clinic is:',
      map: 'Open map',
      rescheduleIntro: 'Does this time not suit you? Choose another with the same practitioner:',
      reschedule: 'Change time',
      cancelIntro: 'Cannot come? Cancel the booking so another patient can have the time:',
      cancel: 'Cancel booking',
      attachmentBooked: 'A calendar file (.ics) is attached for other calendar apps.',
      attachmentCancelled:
        'A calendar file (.ics) is attached: open it to remove this booking from your calendar.',
      attachmentRescheduled:
        'A calendar file (.ics) is attached: opening it moves this event in your calendar app.',
      previous: 'Previously: {{date}}, {{time}}',
      contact: 'Questions? Contact {{clinic}}: {{contact}}.',
      reply: 'Reply to this e-mail to write to {{clinic}}.',
      signOff: 'Regards,',
      footer: 'This e-mail was sent by Praktik on behalf of {{clinic}}.',
    },
  },
});
