import {
  DEFAULT_UTC_OFFSET_HOURS,
  localDateAt,
  localDayBounds,
} from '@praktik/domain/dates/utc-offset';
import type { Diagnosis } from '@praktik/domain/visits/assessment.schema';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { Repositories } from '../repositories';

/** A demo visit as the seed writes it (the visits repository's insertVisits takes it as it is). */
export interface DemoVisitValues {
  patientId: string;
  practitionerId: string;
  status: VisitStatus;
  visitDate: string;
  sequenceNumber: number;
  startedAt: Date;
  endedAt: Date | null;
  anamnesis: string | null;
  examination: string | null;
  treatment: string | null;
  riwayatPenyakit: string | null;
  riwayatPenyakitKeluarga: string | null;
  diagnoses: Diagnosis[];
  endNote: string | null;
}

/** How far back the demo clinic's history goes (about four months). */
export const DEMO_HISTORY_DAYS = 120;
/** Visits per working day, before today. */
const VISITS_PER_DAY = { min: 3, max: 7 } as const;
/** Patients being seen right now (ACTIVE, today), while the clinic is open. */
const ACTIVE_TODAY = { min: 4, max: 6 } as const;
/** The demo clinic's hours, Monday to Saturday: its history's visits start between them. */
const OPENS_AT_HOUR = 9;
const CLOSES_AT_HOUR = 20;
/** Patients come in from this long after opening; those being seen came in this last hour. */
const FIRST_PATIENT_MS = 30 * 60_000;
const BEING_SEEN_SINCE_MS = 60 * 60_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface DemoVisitPatient {
  id: string;
  gender: 'MALE' | 'FEMALE' | null;
}

export interface DemoVisitPractitioner {
  id: string;
  role: string;
}

/** mulberry32: a small seeded generator, so every demo database gets the same visits. */
/**
 * A day's queue numbers as the demo clinic gives them (each practitioner's own, the default
 * numbering): 1, 2, 3 per practitioner in the order their patients came.
 */
function queueNumbers() {
  const last = new Map<string, number>();
  return {
    next(practitionerId: string): number {
      const number = (last.get(practitionerId) ?? 0) + 1;
      last.set(practitionerId, number);
      return number;
    },
  };
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const d = (fullCode: string, shortDescription: string): Diagnosis => ({
  fullCode,
  shortDescription,
});

/** A complaint a general practitioner sees: its diagnosis, what the patient says, what is done. */
interface Case {
  diagnosis: Diagnosis;
  anamnesis: readonly string[];
  examination: string;
  treatment: readonly string[];
}

const GENERAL_CASES: readonly Case[] = [
  {
    diagnosis: d('J06.9', 'Infeksi saluran pernapasan atas akut, tidak spesifik'),
    anamnesis: [
      'Batuk pilek sejak 3 hari, hidung tersumbat, tenggorokan gatal. Demam ringan hilang timbul.',
      'Pilek dan batuk berdahak sejak 4 hari, badan pegal, nafsu makan menurun.',
    ],
    examination: 'Faring hiperemis, tonsil T1-T1, rinore jernih. Paru vesikuler, tidak ada ronki.',
    treatment: [
      'Parasetamol 3x500 mg, ambroksol 3x30 mg, istirahat cukup dan banyak minum air putih.',
      'Simtomatik: parasetamol 3x500 mg bila demam, CTM 3x4 mg, edukasi cuci tangan.',
    ],
  },
  {
    diagnosis: d('A09', 'Diare dan gastroenteritis yang diduga infeksi'),
    anamnesis: [
      'BAB cair 5 kali sejak kemarin, tanpa darah, disertai mual dan kram perut.',
      'Diare 4 kali sehari sejak 2 hari setelah makan di luar, lemas, masih bisa minum.',
    ],
    examination:
      'Mukosa bibir agak kering, turgor kulit baik, bising usus meningkat, nyeri tekan epigastrium ringan.',
    treatment: [
      'Oralit setiap selesai BAB, zinc 1x20 mg selama 10 hari, diet lunak.',
      'Rehidrasi oral, attapulgit 2 tablet setiap BAB cair, kontrol bila BAB berdarah.',
    ],
  },
  {
    diagnosis: d('I10', 'Hipertensi esensial (primer)'),
    anamnesis: [
      'Kontrol tekanan darah rutin, kadang pusing di tengkuk, obat diminum teratur.',
      'Sakit kepala bagian belakang sejak 2 hari, jarang olahraga, obat habis seminggu lalu.',
    ],
    examination: 'TD 150/95 mmHg, nadi 88x/menit reguler. Jantung dan paru dalam batas normal.',
    treatment: [
      'Amlodipin 1x5 mg, diet rendah garam, olahraga ringan 30 menit sehari, kontrol 2 minggu.',
      'Lanjut amlodipin 1x10 mg, pantau tekanan darah di rumah, kurangi kopi.',
    ],
  },
  {
    diagnosis: d('E11.9', 'Diabetes melitus tipe 2 tanpa komplikasi'),
    anamnesis: [
      'Kontrol gula darah, sering haus dan buang air kecil malam hari.',
      'Kontrol bulanan, gula darah puasa di rumah 160 mg/dL, kaki kadang kesemutan.',
    ],
    examination: 'GDS 210 mg/dL, TD 130/80 mmHg, sensasi kaki baik, tidak ada luka.',
    treatment: [
      'Metformin 2x500 mg sesudah makan, edukasi diet dan aktivitas fisik, cek HbA1c bulan depan.',
      'Lanjut metformin 3x500 mg, kurangi makanan manis dan nasi putih, perawatan kaki.',
    ],
  },
  {
    diagnosis: d('K30', 'Dispepsia fungsional'),
    anamnesis: [
      'Perut kembung dan nyeri ulu hati sejak seminggu, sering telat makan.',
      'Mual dan begah setelah makan, sendawa terus, stres pekerjaan.',
    ],
    examination: 'Nyeri tekan epigastrium, tidak ada defans muskular, bising usus normal.',
    treatment: [
      'Antasida sirup 3x1 sendok makan sebelum makan, omeprazol 1x20 mg, makan teratur.',
      'Ranitidin 2x150 mg, hindari makanan pedas dan asam, makan porsi kecil tapi sering.',
    ],
  },
  {
    diagnosis: d('M54.5', 'Nyeri punggung bawah'),
    anamnesis: [
      'Nyeri pinggang sejak 5 hari setelah mengangkat galon, tidak menjalar ke kaki.',
      'Pegal punggung bawah, banyak duduk di depan komputer, memberat sore hari.',
    ],
    examination: 'Nyeri tekan paravertebra lumbal, Lasegue negatif, kekuatan motorik baik.',
    treatment: [
      'Natrium diklofenak 2x50 mg sesudah makan, kompres hangat, peregangan ringan.',
      'Ibuprofen 3x400 mg bila nyeri, perbaiki posisi duduk, fisioterapi bila tidak membaik.',
    ],
  },
  {
    diagnosis: d('R50.9', 'Demam, tidak spesifik'),
    anamnesis: [
      'Demam sejak 2 hari, naik turun, tanpa batuk pilek, tidak ada mimisan.',
      'Demam dan menggigil sejak semalam, pusing, mual sedikit.',
    ],
    examination: 'Suhu 38,4°C, nadi 96x/menit. Tanda dehidrasi tidak ada, uji torniket negatif.',
    treatment: [
      'Parasetamol 3x500 mg, banyak minum, cek darah lengkap bila demam lebih dari 3 hari.',
      'Kompres hangat, parasetamol bila demam, kembali bila muncul bintik merah atau perdarahan.',
    ],
  },
  {
    diagnosis: d('K29.7', 'Gastritis, tidak spesifik'),
    anamnesis: ['Nyeri ulu hati terasa perih, memberat saat lapar, riwayat minum obat anti nyeri.'],
    examination: 'Nyeri tekan epigastrium, abdomen supel, tidak ada tanda perdarahan.',
    treatment: [
      'Omeprazol 2x20 mg sebelum makan, sukralfat sirup 3x1 sendok, stop obat anti nyeri.',
    ],
  },
  {
    diagnosis: d('R51', 'Sakit kepala'),
    anamnesis: ['Sakit kepala seperti diikat sejak kemarin, kurang tidur, banyak menatap layar.'],
    examination: 'TD 120/80 mmHg, pemeriksaan neurologis dalam batas normal.',
    treatment: ['Parasetamol 3x500 mg bila nyeri, tidur cukup, istirahat dari layar tiap jam.'],
  },
];

const SKIN_CASES: readonly Case[] = [
  {
    diagnosis: d('L70.0', 'Akne vulgaris'),
    anamnesis: [
      'Jerawat meradang di pipi dan dahi sejak 2 bulan, memberat menjelang menstruasi.',
      'Jerawat dan komedo di wajah, sudah coba produk apotek tanpa perbaikan.',
    ],
    examination: 'Komedo terbuka dan tertutup, papul dan pustul di pipi dan dahi, tidak ada nodul.',
    treatment: [
      'Tretinoin krim 0,025% malam hari, klindamisin gel pagi, sabun wajah lembut.',
      'Ekstraksi komedo, doksisiklin 2x100 mg selama 4 minggu, adapalen gel malam hari.',
    ],
  },
  {
    diagnosis: d('L81.1', 'Kloasma (melasma)'),
    anamnesis: [
      'Flek cokelat di kedua pipi sejak setahun, sering terpapar matahari saat berkendara.',
      'Noda gelap di pipi makin jelas setelah melahirkan, memakai tabir surya tidak rutin.',
    ],
    examination: 'Makula hiperpigmentasi cokelat berbatas tegas di kedua malar, simetris.',
    treatment: [
      'Krim hidrokuinon 4% malam hari, tabir surya SPF 50 diulang tiap 3 jam.',
      'Peeling asam glikolat 30%, krim pencerah malam, tabir surya setiap pagi.',
    ],
  },
  {
    diagnosis: d('L20.9', 'Dermatitis atopik, tidak spesifik'),
    anamnesis: ['Kulit kering dan gatal di lipatan siku, kambuh saat cuaca panas, riwayat asma.'],
    examination: 'Plak eritematosa kering dengan likenifikasi di fossa cubiti bilateral.',
    treatment: [
      'Krim hidrokortison 1% 2x sehari selama 7 hari, pelembap setelah mandi, cetirizin 1x10 mg.',
    ],
  },
  {
    diagnosis: d('L21.9', 'Dermatitis seboroik, tidak spesifik'),
    anamnesis: ['Ketombe dan kemerahan bersisik di sisi hidung dan alis sejak sebulan.'],
    examination: 'Eritema dengan skuama berminyak di lipatan nasolabial dan alis.',
    treatment: ['Sampo ketokonazol 2% 2x seminggu, krim ketokonazol di wajah 2x sehari.'],
  },
  {
    diagnosis: d('B35.4', 'Tinea korporis'),
    anamnesis: ['Bercak merah gatal melingkar di perut sejak 3 minggu, gatal saat berkeringat.'],
    examination: 'Plak eritematosa anular dengan tepi aktif dan skuama, central healing.',
    treatment: ['Krim mikonazol 2% 2x sehari selama 4 minggu, jaga kulit tetap kering.'],
  },
  {
    diagnosis: d('L50.9', 'Urtikaria, tidak spesifik'),
    anamnesis: ['Biduran gatal muncul sejak 2 hari setelah makan udang, hilang timbul.'],
    examination: 'Urtika eritematosa multipel di lengan dan punggung, tidak ada angioedema.',
    treatment: ['Cetirizin 1x10 mg selama 7 hari, hindari makanan laut, kembali bila sesak.'],
  },
  {
    diagnosis: d('L81.0', 'Hiperpigmentasi pascainflamasi'),
    anamnesis: ['Bekas jerawat kehitaman di pipi, jerawat aktif sudah berkurang.'],
    examination: 'Makula hiperpigmentasi kecil multipel di kedua pipi, tanpa lesi aktif.',
    treatment: ['Serum niasinamida pagi hari, krim asam azelat 20% malam, tabir surya rutin.'],
  },
];

/** What a beautician does (treatment only: medical fields are a doctor's, spec 1 §6). */
const BEAUTY_TREATMENTS = [
  'Facial detoks dengan ekstraksi komedo dan masker lumpur, 60 menit.',
  'Facial brightening dengan serum vitamin C dan masker gel, 60 menit.',
  'Chemical peeling ringan (asam salisilat 20%) untuk kulit berjerawat.',
  'Microdermabrasi wajah dan masker menenangkan.',
  'Facial hydrating untuk kulit kering, pijat wajah 15 menit.',
  'Perawatan totok wajah dan masker kolagen.',
  'Facial jerawat: ekstraksi, high frequency, masker sulfur.',
  'Laser toning wajah sesi 2 dari 5, masker pendingin sesudahnya.',
] as const;

const PERSONAL_HISTORIES = [
  'Riwayat maag sejak SMA',
  'Asma saat kecil, tidak kambuh 5 tahun terakhir',
  'Riwayat tifus tahun 2019',
  'Hipertensi terkontrol',
  'Tidak ada penyakit kronis',
] as const;

const FAMILY_HISTORIES = [
  'Ayah hipertensi',
  'Ibu diabetes melitus tipe 2',
  'Kakek riwayat stroke',
  'Tidak ada riwayat penyakit keluarga',
] as const;

const END_NOTES = [
  'Kontrol 1 minggu lagi',
  'Kontrol bila keluhan tidak membaik dalam 3 hari',
  'Obat diambil di apotek klinik',
  'Jadwalkan sesi berikutnya 2 minggu lagi',
] as const;

const VITALS = [
  'TD 120/80 mmHg, N 84x/menit, S 36,8°C, RR 18x/menit.',
  'TD 118/76 mmHg, N 80x/menit, S 36,6°C, RR 16x/menit.',
  'TD 126/82 mmHg, N 88x/menit, S 37,2°C, RR 20x/menit.',
] as const;

export interface DemoVisitPlanInput {
  patients: readonly DemoVisitPatient[];
  practitioners: readonly DemoVisitPractitioner[];
  now: Date;
  offsetHours?: number;
  seed?: number;
}

/**
 * The demo clinic's day at `now`: whether patients have come in today (a working day, from half an
 * hour after opening), since when, and whether some are being seen now (before closing). A demo
 * started on a Sunday, before opening or at night is a clinic closed then, not one whose
 * patients have been in the chair since the day before.
 */
export function demoClinicDay(now: Date, offsetHours = DEFAULT_UTC_OFFSET_HOURS) {
  const today = localDateAt(now.toISOString(), offsetHours);
  const todayStart = new Date(localDayBounds(today, offsetHours).start).getTime();
  const opening = todayStart + OPENS_AT_HOUR * HOUR_MS;
  const closing = todayStart + CLOSES_AT_HOUR * HOUR_MS;
  const nowMs = now.getTime();
  const workingDay = new Date(`${today}T00:00:00Z`).getUTCDay() !== 0;
  const patientsCame = workingDay && nowMs >= opening + FIRST_PATIENT_MS;
  return {
    today,
    todayStart,
    /** Today's visits start from then until `until` (none when patients have not come). */
    opening,
    until: Math.min(nowMs, closing),
    patientsCame,
    beingSeenNow: patientsCame && nowMs < closing,
  };
}

/**
 * The demo clinic's visits, the same for the same input (a seeded generator, never Math.random):
 * a few on every working day (Monday to Saturday) of the last ~4 months, DONE or, mostly in the
 * last week, WAITING_PAYMENT; once patients have come in today (`demoClinicDay`), a couple
 * finished earlier today and, while it is open, 4-6 patients being seen now (ACTIVE, today, one
 * per patient, come in the last hour). Numbers run 1..n per day in the order visits started.
 */
export function planDemoVisits({
  patients,
  practitioners,
  now,
  offsetHours = DEFAULT_UTC_OFFSET_HOURS,
  seed = 20_260_501,
}: DemoVisitPlanInput): DemoVisitValues[] {
  if (patients.length === 0 || practitioners.length === 0) return [];
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const doctors = practitioners.filter((p) => p.role === 'ROLE_DOCTOR');
  const beauticians = practitioners.filter((p) => p.role === 'ROLE_BEAUTICIAN');
  const females = patients.filter((p) => p.gender === 'FEMALE');

  /** A visit's contents, by who sees the patient (the first doctor sees general cases). */
  function contents(practitioner: DemoVisitPractitioner) {
    if (practitioner.role !== 'ROLE_DOCTOR') {
      return {
        anamnesis: null,
        examination: null,
        treatment: pick(BEAUTY_TREATMENTS),
        riwayatPenyakit: null,
        riwayatPenyakitKeluarga: null,
        diagnoses: [],
      };
    }
    const cases = doctors.indexOf(practitioner) % 2 === 0 ? GENERAL_CASES : SKIN_CASES;
    const main = pick(cases);
    const diagnoses = [main.diagnosis];
    for (let extra = int(0, 2); extra > 0; extra--) {
      const more = pick(cases).diagnosis;
      if (!diagnoses.some((known) => known.fullCode === more.fullCode)) diagnoses.push(more);
    }
    return {
      anamnesis: pick(main.anamnesis),
      examination: `${pick(VITALS)} ${main.examination}`,
      treatment: pick(main.treatment),
      riwayatPenyakit: random() < 0.4 ? pick(PERSONAL_HISTORIES) : null,
      riwayatPenyakitKeluarga: random() < 0.3 ? pick(FAMILY_HISTORIES) : null,
      diagnoses,
    };
  }

  function choosePatient(practitioner: DemoVisitPractitioner, taken: Set<string>) {
    const pool =
      practitioner.role === 'ROLE_BEAUTICIAN' && females.length > 0 && random() < 0.85
        ? females
        : patients;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = pick(pool);
      if (!taken.has(candidate.id)) return candidate;
    }
    return patients.find((patient) => !taken.has(patient.id)) ?? null;
  }

  const choosePractitioner = () =>
    beauticians.length > 0 && random() < 0.3
      ? pick(beauticians)
      : pick(doctors.length > 0 ? doctors : practitioners);

  const visits: DemoVisitValues[] = [];
  const day = demoClinicDay(now, offsetHours);
  const { today, todayStart } = day;

  for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
    const dayStart = todayStart - back * DAY_MS;
    const visitDate = localDateAt(new Date(dayStart).toISOString(), offsetHours);
    // Clinics here open Monday to Saturday.
    if (new Date(`${visitDate}T00:00:00Z`).getUTCDay() === 0) continue;
    const count = int(VISITS_PER_DAY.min, VISITS_PER_DAY.max);
    // Opening hours 09:00-20:00, on the quarter hour.
    const starts = Array.from(
      { length: count },
      () => dayStart + 9 * HOUR_MS + int(0, 43) * 15 * MINUTE_MS,
    ).sort((a, b) => a - b);
    const taken = new Set<string>();
    const numbers = queueNumbers();
    for (const start of starts) {
      const practitioner = choosePractitioner();
      const patient = choosePatient(practitioner, taken);
      if (!patient) break;
      taken.add(patient.id);
      const waiting = random() < (back <= 7 ? 0.3 : 0.04);
      visits.push({
        patientId: patient.id,
        practitionerId: practitioner.id,
        status: waiting ? 'WAITING_PAYMENT' : 'DONE',
        visitDate,
        sequenceNumber: numbers.next(practitioner.id),
        startedAt: new Date(start),
        endedAt: new Date(start + int(10, 45) * MINUTE_MS),
        ...contents(practitioner),
        endNote: random() < 0.25 ? pick(END_NOTES) : null,
      });
    }
  }

  if (!day.patientsCame) return visits;
  // Today: finished visits between the opening and now (or the closing), then those being seen.
  const at = (fraction: number) =>
    new Date(day.opening + Math.floor((day.until - day.opening) * fraction));
  const takenToday = new Set<string>();
  const finishedToday = [0.1, 0.3];
  const activeCount = day.beingSeenNow ? int(ACTIVE_TODAY.min, ACTIVE_TODAY.max) : 0;
  // After today's finished ones came in, so the day's numbers follow the order patients came.
  const seenFrom = Math.max(at(0.4).getTime(), day.until - BEING_SEEN_SINCE_MS);
  const todayNumbers = queueNumbers();
  for (const fraction of finishedToday) {
    const practitioner = choosePractitioner();
    const patient = choosePatient(practitioner, takenToday);
    if (!patient) break;
    takenToday.add(patient.id);
    const startedAt = at(fraction);
    visits.push({
      patientId: patient.id,
      practitionerId: practitioner.id,
      status: 'WAITING_PAYMENT',
      visitDate: today,
      sequenceNumber: todayNumbers.next(practitioner.id),
      startedAt,
      endedAt: at(fraction + 0.1),
      ...contents(practitioner),
      endNote: null,
    });
  }
  for (let index = 0; index < activeCount; index++) {
    const practitioner = choosePractitioner();
    // At most one ACTIVE visit per patient (the database refuses a second).
    const patient = choosePatient(practitioner, takenToday);
    if (!patient) break;
    takenToday.add(patient.id);
    const seen = random() < 0.5;
    const filled = contents(practitioner);
    visits.push({
      patientId: patient.id,
      practitionerId: practitioner.id,
      status: 'ACTIVE',
      visitDate: today,
      sequenceNumber: todayNumbers.next(practitioner.id),
      startedAt: new Date(seenFrom + Math.floor(((day.until - seenFrom) * index) / activeCount)),
      endedAt: null,
      // Some are being assessed already; the others wait for the doctor.
      ...(seen
        ? filled
        : {
            anamnesis: null,
            examination: null,
            treatment: null,
            riwayatPenyakit: null,
            riwayatPenyakitKeluarga: null,
            diagnoses: [],
          }),
      endNote: null,
    });
  }
  return visits;
}

/** The demo clinic's visits (see `planDemoVisits`), written in a few statements. */
export async function seedDemoVisits(
  repositories: Repositories,
  clinic: { businessId: string; now: Date },
): Promise<void> {
  const { rows } = await repositories.patients.listPatients(clinic.businessId, {
    filter: {},
    sort: { key: 'medicalRecordNumber', direction: 'asc' },
    page: 0,
    size: 100_000,
  });
  const practitioners = await repositories.visits.listPractitioners(clinic.businessId);
  const visits = planDemoVisits({
    patients: rows.map((row) => ({ id: row.id, gender: row.gender })),
    practitioners,
    now: clinic.now,
  });
  await repositories.visits.insertVisits(clinic.businessId, visits, null);
}
