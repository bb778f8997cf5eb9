import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the slots rules (validation messages, labels); Indonesian first. */
export const slotsTexts = defineAreaTexts({
  id: {
    validation: {
      quarterHour: '{{field}} harus kelipatan 15 menit',
      timeOrder: 'Jam selesai harus setelah jam mulai',
      slotOverlap: 'Slot jadwal tidak boleh bertumpang tindih',
      scheduleDays: 'Jadwal harus memuat ketujuh hari, masing-masing sekali',
    },
    fields: {
      durationVisit: 'Durasi kunjungan',
      scheduleFrom: 'Jam mulai',
      scheduleTo: 'Jam selesai',
      weekday: 'Hari',
    },
    duration: {
      hoursMinutes: '{{hours}} jam {{minutes}} menit',
      hours: '{{hours}} jam',
      minutes: '{{minutes}} menit',
    },
    partOfDay: {
      MENJELANG_PAGI: 'Menjelang Pagi',
      SUBUH: 'Subuh',
      PAGI: 'Pagi',
      MENJELANG_SIANG: 'Menjelang Siang',
      SIANG: 'Siang',
      SORE: 'Sore',
      MALAM: 'Malam',
      LARUT_MALAM: 'Larut Malam',
    },
    weekday: {
      SUNDAY: 'Minggu',
      MONDAY: 'Senin',
      TUESDAY: 'Selasa',
      WEDNESDAY: 'Rabu',
      THURSDAY: 'Kamis',
      FRIDAY: 'Jumat',
      SATURDAY: 'Sabtu',
    },
    weekdayShort: {
      SUNDAY: 'Min',
      MONDAY: 'Sen',
      TUESDAY: 'Sel',
      WEDNESDAY: 'Rab',
      THURSDAY: 'Kam',
      FRIDAY: 'Jum',
      SATURDAY: 'Sab',
    },
  },
  en: {
    validation: {
      quarterHour: '{{field}} must be on a 15-minute step',
      timeOrder: 'The end time must be after the start time',
      slotOverlap: 'Schedule slots must not overlap',
      scheduleDays: 'The schedule must hold all seven days, each once',
    },
    fields: {
      durationVisit: 'Visit duration',
      scheduleFrom: 'Start time',
      scheduleTo: 'End time',
      weekday: 'Day',
    },
    duration: {
      hoursMinutes: '{{hours}} h {{minutes}} min',
      hours: '{{hours}} h',
      minutes: '{{minutes}} min',
    },
    partOfDay: {
      MENJELANG_PAGI: 'Small hours',
      SUBUH: 'Dawn',
      PAGI: 'Morning',
      MENJELANG_SIANG: 'Late morning',
      SIANG: 'Midday',
      SORE: 'Afternoon',
      MALAM: 'Evening',
      LARUT_MALAM: 'Late night',
    },
    weekday: {
      SUNDAY: 'Sunday',
      MONDAY: 'Monday',
      TUESDAY: 'Tuesday',
      WEDNESDAY: 'Wednesday',
      THURSDAY: 'Thursday',
      FRIDAY: 'Friday',
      SATURDAY: 'Saturday',
    },
    weekdayShort: {
      SUNDAY: 'Sun',
      MONDAY: 'Mon',
      TUESDAY: 'Tue',
      WEDNESDAY: 'Wed',
      THURSDAY: 'Thu',
      FRIDAY: 'Fri',
      SATURDAY: 'Sat',
    },
  },
});
