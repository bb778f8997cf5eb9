import type { Diagnosis } from '../visits/assessment.schema';
import type { VisitStatus } from '../visits/status';

/**
 * A patient's record as FHIR R4 resources: the owner's export as a `collection` Bundle
 * (docs/decisions/0012-fhir-export-by-owner.md), and the same Encounter and Condition shapes the
 * send queue will post to SATUSEHAT (docs/decisions/0031-satusehat-send-queue.md). Pure: every
 * value, the clinic's organization id included, is an argument.
 */

export const NIK_SYSTEM = 'https://fhir.kemkes.go.id/id/nik';
export const PASSPORT_SYSTEM = 'https://fhir.kemkes.go.id/id/paspor';
export const IHS_NUMBER_SYSTEM = 'https://fhir.kemkes.go.id/id/ihs-number';
export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10';
export const LOINC_SYSTEM = 'http://loinc.org';
export const ACT_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const PARTICIPATION_TYPE_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';
export const CONDITION_CLINICAL_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
export const CONDITION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-category';
export const OBSERVATION_CATEGORY_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/observation-category';
/** Our own systems, per clinic, for what has no platform system (or no organization id yet). */
export const PRAKTIK_SYSTEM_BASE = 'https://praktik.id/fhir/sid';

export const encounterSystem = (organizationId: string) =>
  `http://sys-ids.kemkes.go.id/encounter/${organizationId}`;
export const praktikVisitSystem = (businessId: string) =>
  `${PRAKTIK_SYSTEM_BASE}/visit/${businessId}`;
export const praktikMedicalRecordSystem = (businessId: string) =>
  `${PRAKTIK_SYSTEM_BASE}/medical-record-number/${businessId}`;

export interface FhirCoding {
  system: string;
  code: string;
  display?: string;
}
export interface FhirCodeableConcept {
  coding: FhirCoding[];
  text?: string;
}
export interface FhirReference {
  reference?: string;
  display?: string;
}
export interface FhirIdentifier {
  use?: 'official' | 'usual';
  system: string;
  value: string;
}
export interface FhirPeriod {
  start?: string;
  end?: string;
}

export type EncounterStatus = 'planned' | 'in-progress' | 'finished' | 'cancelled';

export interface PatientResource {
  resourceType: 'Patient';
  id: string;
  active: boolean;
  identifier?: FhirIdentifier[];
  name: { use: 'official'; text: string }[];
  telecom?: { system: 'phone' | 'email'; value: string; use: 'mobile' | 'home' }[];
  gender?: 'male' | 'female';
  birthDate?: string;
  address?: { use: 'home'; text: string }[];
}

export interface EncounterResource {
  resourceType: 'Encounter';
  id: string;
  identifier: FhirIdentifier[];
  status: EncounterStatus;
  class: FhirCoding;
  subject: FhirReference;
  participant?: { type: FhirCodeableConcept[]; individual: FhirReference }[];
  period?: FhirPeriod;
  statusHistory?: { status: EncounterStatus; period: FhirPeriod }[];
  location?: { location: FhirReference }[];
  serviceProvider?: FhirReference;
}

export interface ConditionResource {
  resourceType: 'Condition';
  id: string;
  clinicalStatus: FhirCodeableConcept;
  category: FhirCodeableConcept[];
  code: FhirCodeableConcept;
  subject: FhirReference;
  encounter: FhirReference;
  recordedDate?: string;
}

export interface ObservationResource {
  resourceType: 'Observation';
  id: string;
  status: 'final' | 'preliminary';
  category: FhirCodeableConcept[];
  code: FhirCodeableConcept;
  subject: FhirReference;
  encounter: FhirReference;
  effectiveDateTime?: string;
  valueString: string;
}

export type PatientRecordResource =
  PatientResource | EncounterResource | ConditionResource | ObservationResource;

export interface PatientRecordBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: PatientRecordResource }[];
}

/** The patient as the record holds it (spec 1 §3). */
export interface RecordPatient {
  id: string;
  businessId: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  address: string | null;
  identificationType: 'KTP' | 'PASSPORT';
  identificationNumber: string | null;
  medicalRecordNumber: string | null;
  /** The IHS number once SATUSEHAT knows the patient. */
  satuSehatPatientId: string | null;
}

/** One visit with its assessment (spec 1 §3). */
export interface RecordVisit {
  id: string;
  status: VisitStatus;
  startedAt: Date | null;
  endedAt: Date | null;
  practitionerName: string | null;
  /** The practitioner's IHS number, when the staff record has one. */
  practitionerIhs: string | null;
  /** A SATUSEHAT Location id. */
  locationId: string | null;
  satuSehatEncounterId: string | null;
  anamnesis: string | null;
  examination: string | null;
  riwayatPenyakit: string | null;
  riwayatPenyakitKeluarga: string | null;
  treatment: string | null;
  endNote: string | null;
  diagnoses: Diagnosis[];
}

export interface RecordClinic {
  businessId: string;
  /** The clinic's SATUSEHAT organization id, once it has one. */
  organizationId: string | null;
}

/** References between resources; the export points them at the Bundle's own `urn:uuid`s. */
export interface RecordReferences {
  subject?: FhirReference;
  encounter?: FhirReference;
}

export const urnOf = (id: string) => `urn:uuid:${id}`;

/** An instant with its offset (UTC, which the platform takes), seconds precision. */
export function fhirInstant(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** How the platform wants the patient referenced: by IHS number, else by our own urn. */
export function patientSubject(patient: Pick<RecordPatient, 'id' | 'name' | 'satuSehatPatientId'>) {
  return {
    reference: patient.satuSehatPatientId
      ? `Patient/${patient.satuSehatPatientId}`
      : urnOf(patient.id),
    display: patient.name,
  } satisfies FhirReference;
}

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

export function toPatientResource(patient: RecordPatient): PatientResource {
  const identifier: FhirIdentifier[] = [];
  if (present(patient.identificationNumber)) {
    identifier.push({
      use: 'official',
      system: patient.identificationType === 'KTP' ? NIK_SYSTEM : PASSPORT_SYSTEM,
      value: patient.identificationNumber.trim(),
    });
  }
  if (present(patient.satuSehatPatientId)) {
    identifier.push({
      use: 'official',
      system: IHS_NUMBER_SYSTEM,
      value: patient.satuSehatPatientId,
    });
  }
  if (present(patient.medicalRecordNumber)) {
    identifier.push({
      use: 'usual',
      system: praktikMedicalRecordSystem(patient.businessId),
      value: patient.medicalRecordNumber.trim(),
    });
  }
  const telecom: NonNullable<PatientResource['telecom']> = [];
  if (present(patient.phoneNumber)) {
    telecom.push({ system: 'phone', value: patient.phoneNumber.trim(), use: 'mobile' });
  }
  if (present(patient.email)) {
    telecom.push({ system: 'email', value: patient.email.trim(), use: 'home' });
  }
  return {
    resourceType: 'Patient',
    id: patient.id,
    active: true,
    ...(identifier.length > 0 ? { identifier } : {}),
    name: [{ use: 'official', text: patient.name }],
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(patient.gender ? { gender: patient.gender === 'MALE' ? 'male' : 'female' } : {}),
    ...(patient.dateOfBirth ? { birthDate: patient.dateOfBirth } : {}),
    ...(present(patient.address)
      ? { address: [{ use: 'home', text: patient.address.trim() }] }
      : {}),
  };
}

/**
 * Our visit statuses as an Encounter's: a booked visit is planned, an active one in progress;
 * once ended (waiting for payment or done) the encounter is finished.
 */
export function encounterStatusOf(status: VisitStatus): EncounterStatus {
  switch (status) {
    case 'BOOKED':
      return 'planned';
    case 'ACTIVE':
      return 'in-progress';
    case 'WAITING_PAYMENT':
    case 'DONE':
      return 'finished';
    case 'CANCELLED':
      return 'cancelled';
  }
}

export function toEncounterResource(
  visit: RecordVisit,
  patient: Pick<RecordPatient, 'id' | 'name' | 'satuSehatPatientId'>,
  clinic: RecordClinic,
  references: RecordReferences = {},
): EncounterResource {
  const status = encounterStatusOf(visit.status);
  const start = visit.startedAt ? fhirInstant(visit.startedAt) : undefined;
  const end = visit.endedAt ? fhirInstant(visit.endedAt) : undefined;
  const statusHistory: NonNullable<EncounterResource['statusHistory']> = [];
  if (start) {
    statusHistory.push({ status: 'in-progress', period: { start, ...(end ? { end } : {}) } });
    if (end && status === 'finished') statusHistory.push({ status, period: { start: end, end } });
  }
  const individual: FhirReference = {
    ...(visit.practitionerIhs ? { reference: `Practitioner/${visit.practitionerIhs}` } : {}),
    ...(visit.practitionerName ? { display: visit.practitionerName } : {}),
  };
  return {
    resourceType: 'Encounter',
    id: visit.id,
    identifier: [
      {
        system: clinic.organizationId
          ? encounterSystem(clinic.organizationId)
          : praktikVisitSystem(clinic.businessId),
        value: visit.id,
      },
    ],
    status,
    class: { system: ACT_CODE_SYSTEM, code: 'AMB', display: 'ambulatory' },
    subject: references.subject ?? patientSubject(patient),
    ...(individual.reference || individual.display
      ? {
          participant: [
            {
              type: [
                {
                  coding: [
                    { system: PARTICIPATION_TYPE_SYSTEM, code: 'ATND', display: 'attender' },
                  ],
                },
              ],
              individual,
            },
          ],
        }
      : {}),
    ...(start ? { period: { start, ...(end ? { end } : {}) } } : {}),
    ...(statusHistory.length > 0 ? { statusHistory } : {}),
    ...(present(visit.locationId)
      ? { location: [{ location: { reference: `Location/${visit.locationId}` } }] }
      : {}),
    ...(clinic.organizationId
      ? { serviceProvider: { reference: `Organization/${clinic.organizationId}` } }
      : {}),
  };
}

/** How the platform wants the encounter referenced: by its id there, else by our urn. */
export function encounterReference(visit: Pick<RecordVisit, 'id' | 'satuSehatEncounterId'>) {
  return {
    reference: visit.satuSehatEncounterId
      ? `Encounter/${visit.satuSehatEncounterId}`
      : urnOf(visit.id),
  } satisfies FhirReference;
}

/**
 * One Condition per diagnosis. `ids` names each (the export derives stable uuids; the send
 * queue may use its own), in the diagnoses' order.
 */
export function toConditionResources(
  visit: RecordVisit,
  patient: Pick<RecordPatient, 'id' | 'name' | 'satuSehatPatientId'>,
  ids: readonly string[],
  references: RecordReferences = {},
): ConditionResource[] {
  return visit.diagnoses.map((diagnosis, index) => ({
    resourceType: 'Condition',
    id: idAt(ids, index),
    clinicalStatus: {
      coding: [{ system: CONDITION_CLINICAL_SYSTEM, code: 'active', display: 'Active' }],
    },
    category: [
      {
        coding: [
          {
            system: CONDITION_CATEGORY_SYSTEM,
            code: 'encounter-diagnosis',
            display: 'Encounter Diagnosis',
          },
        ],
      },
    ],
    code: {
      coding: [
        { system: ICD10_SYSTEM, code: diagnosis.fullCode, display: diagnosis.shortDescription },
      ],
    },
    subject: references.subject ?? patientSubject(patient),
    encounter: references.encounter ?? encounterReference(visit),
    ...(visit.startedAt ? { recordedDate: fhirInstant(visit.startedAt) } : {}),
  }));
}

/** The assessment's texts and the LOINC code each is written under. */
export const ASSESSMENT_OBSERVATIONS = [
  {
    field: 'anamnesis',
    code: '10164-2',
    display: 'History of Present illness Narrative',
    category: 'exam',
  },
  {
    field: 'riwayatPenyakit',
    code: '11348-0',
    display: 'History of Past illness Narrative',
    category: 'exam',
  },
  {
    field: 'riwayatPenyakitKeluarga',
    code: '10157-6',
    display: 'History of family member diseases Narrative',
    category: 'social-history',
  },
  {
    field: 'examination',
    code: '29545-1',
    display: 'Physical findings Narrative',
    category: 'exam',
  },
  { field: 'treatment', code: '18776-5', display: 'Plan of care note', category: 'exam' },
  { field: 'endNote', code: '11506-3', display: 'Progress note', category: 'exam' },
] as const satisfies readonly {
  field: keyof RecordVisit;
  code: string;
  display: string;
  category: 'exam' | 'social-history';
}[];
export type AssessmentTextField = (typeof ASSESSMENT_OBSERVATIONS)[number]['field'];

/**
 * One Observation per assessment text that is not empty, in the order of
 * `ASSESSMENT_OBSERVATIONS`; `idOf(field)` names each.
 */
export function toObservationResources(
  visit: RecordVisit,
  patient: Pick<RecordPatient, 'id' | 'name' | 'satuSehatPatientId'>,
  idOf: (field: AssessmentTextField) => string,
  references: RecordReferences = {},
): ObservationResource[] {
  return ASSESSMENT_OBSERVATIONS.flatMap((kind) => {
    const text = visit[kind.field];
    if (!present(text)) return [];
    const observation: ObservationResource = {
      resourceType: 'Observation',
      id: idOf(kind.field),
      status: visit.status === 'ACTIVE' ? 'preliminary' : 'final',
      category: [
        {
          coding: [
            {
              system: OBSERVATION_CATEGORY_SYSTEM,
              code: kind.category,
              display: kind.category === 'exam' ? 'Exam' : 'Social History',
            },
          ],
        },
      ],
      code: { coding: [{ system: LOINC_SYSTEM, code: kind.code, display: kind.display }] },
      subject: references.subject ?? patientSubject(patient),
      encounter: references.encounter ?? encounterReference(visit),
      ...(visit.startedAt ? { effectiveDateTime: fhirInstant(visit.startedAt) } : {}),
      valueString: text,
    };
    return [observation];
  });
}

function idAt(ids: readonly string[], index: number): string {
  const id = ids[index];
  if (id === undefined) throw new Error(`No resource id given for item ${index}`);
  return id;
}

export interface PatientRecordInput {
  patient: RecordPatient;
  visits: readonly RecordVisit[];
  clinic: RecordClinic;
  /** When the export was made. */
  now: Date;
  /**
   * A uuid for each derived resource (a visit's n-th condition, an assessment text's
   * observation). The server derives them from the visit id, so one record exports the same ids
   * every time.
   */
  resourceId: (visitId: string, kind: string) => string;
}

/**
 * The whole record as a `collection` Bundle: the Patient, then per visit (oldest first) its
 * Encounter, Conditions and Observations. Each entry's `fullUrl` is `urn:uuid:<id>` and every
 * reference between entries uses those urns, so the file stands on its own; the Patient keeps
 * its IHS number as an identifier.
 */
export function toPatientRecordBundle(input: PatientRecordInput): PatientRecordBundle {
  const { patient, clinic } = input;
  const subject: FhirReference = { reference: urnOf(patient.id), display: patient.name };
  const entry: PatientRecordBundle['entry'] = [];
  const add = (resource: PatientRecordResource) =>
    entry.push({ fullUrl: urnOf(resource.id), resource });
  add(toPatientResource(patient));
  const visits = [...input.visits].sort(
    (a, b) => (a.startedAt?.getTime() ?? 0) - (b.startedAt?.getTime() ?? 0),
  );
  for (const visit of visits) {
    const references = { subject, encounter: { reference: urnOf(visit.id) } };
    add(toEncounterResource(visit, patient, clinic, references));
    const conditionIds = visit.diagnoses.map((_, index) =>
      input.resourceId(visit.id, `condition-${index}`),
    );
    toConditionResources(visit, patient, conditionIds, references).forEach(add);
    toObservationResources(
      visit,
      patient,
      (field) => input.resourceId(visit.id, `observation-${field}`),
      references,
    ).forEach(add);
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: fhirInstant(input.now), entry };
}
