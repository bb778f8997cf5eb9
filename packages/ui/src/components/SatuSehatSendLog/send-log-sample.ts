import type { SatuSehatSend, VisitSatuSehatLink } from '@praktik/domain/satusehat/send-log.schema';
import type { SatuSehatSendLogTexts } from './SatuSehatSendLog';

const VISIT_ID = '7d1b6c1e-3f0a-4c2b-9a5e-1b2c3d4e5f60';

function send(
  n: number,
  kind: SatuSehatSend['kind'],
  fields: Partial<SatuSehatSend> = {},
): SatuSehatSend {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    visitId: VISIT_ID,
    kind,
    position: null,
    status: 'SENT',
    attempts: 1,
    lastError: null,
    resourceId: null,
    createdAt: `2026-11-27T01:0${n}:00.000Z`,
    updatedAt: `2026-11-27T01:0${n}:05.000Z`,
    sentAt: `2026-11-27T01:0${n}:05.000Z`,
    nextAttemptAt: null,
    ...fields,
  };
}

/** A visit sent whole: the patient found by NIK, the Encounter, two diagnoses, finished. */
export const SENT_LINK: VisitSatuSehatLink = {
  visitId: VISIT_ID,
  satuSehatPatientId: 'P02478375538',
  satuSehatEncounterId: '2823ed1d-3e3e-434e-9a5b-9c579d192d17',
  sends: [
    send(1, 'PATIENT_LOOKUP', { resourceId: 'P02478375538' }),
    send(2, 'ENCOUNTER_START', { resourceId: '2823ed1d-3e3e-434e-9a5b-9c579d192d17' }),
    send(3, 'CONDITION', { position: 1, resourceId: 'c1' }),
    send(4, 'CONDITION', { position: 2, resourceId: 'c2' }),
    send(5, 'ENCOUNTER_FINISH', { resourceId: '2823ed1d-3e3e-434e-9a5b-9c579d192d17' }),
  ],
};

/** The lookup failed (no NIK): the Encounter waits for it. */
export const FAILED_LINK: VisitSatuSehatLink = {
  visitId: VISIT_ID,
  satuSehatPatientId: null,
  satuSehatEncounterId: null,
  sends: [
    send(1, 'PATIENT_LOOKUP', {
      status: 'FAILED',
      attempts: 1,
      lastError: 'Pasien belum memiliki NIK (KTP)',
      sentAt: null,
    }),
    send(2, 'ENCOUNTER_START', {
      status: 'PENDING',
      attempts: 0,
      sentAt: null,
      nextAttemptAt: '2026-11-27T01:10:00.000Z',
    }),
  ],
};

export const LONG_ERROR =
  'OperationOutcome: invalid — Encounter.subject: the reference Patient/P02478375538 could not ' +
  'be resolved in organization 10000004 (location a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d); ' +
  'https://fhir.kemkes.go.id/id/encounter|7d1b6c1e-3f0a-4c2b-9a5e-1b2c3d4e5f60 was not accepted.';

export const LONG_ERROR_LINK: VisitSatuSehatLink = {
  ...SENT_LINK,
  satuSehatEncounterId: null,
  sends: [
    SENT_LINK.sends[0]!,
    send(2, 'ENCOUNTER_START', {
      status: 'FAILED',
      attempts: 5,
      lastError: LONG_ERROR,
      sentAt: null,
    }),
  ],
};

export const EMPTY_LINK: VisitSatuSehatLink = {
  visitId: VISIT_ID,
  satuSehatPatientId: null,
  satuSehatEncounterId: null,
  sends: [],
};

/** The texts as the app's Indonesian page texts give them. */
export const SAMPLE_TEXTS: SatuSehatSendLogTexts = {
  tableLabel: 'Log pengiriman SATUSEHAT',
  patientId: 'Nomor IHS pasien',
  encounterId: 'ID Encounter',
  notYet: 'Belum ada',
  kinds: {
    PATIENT_LOOKUP: 'Cari pasien (NIK)',
    ENCOUNTER_START: 'Kunjungan dimulai',
    ENCOUNTER_FINISH: 'Kunjungan selesai',
  },
  condition: (position) => `Diagnosis ${position}`,
  statuses: { PENDING: 'Menunggu', SENT: 'Terkirim', FAILED: 'Gagal' },
  columns: {
    what: 'Data',
    status: 'Status',
    attempts: 'Percobaan',
    time: 'Waktu',
    error: 'Kesalahan terakhir',
  },
  retry: 'Kirim ulang',
  retryFor: (what) => `Kirim ulang ${what}`,
  emptyTitle: 'Belum ada pengiriman',
  emptyText: 'Kunjungan ini belum dikirim ke SATUSEHAT.',
  notLinkedTitle: 'Klinik belum terhubung ke SATUSEHAT',
  notLinkedText: 'Hubungkan klinik di halaman Kredensial agar kunjungan dikirim.',
};

/** "27-11-2026 08.15" in +07, as the app formats it. */
export function sampleTime(instant: string): string {
  const date = new Date(Date.parse(instant) + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()} ${pad(date.getUTCHours())}.${pad(date.getUTCMinutes())}`;
}
