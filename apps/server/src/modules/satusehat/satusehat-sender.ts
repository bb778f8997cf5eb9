import {
  praktikVisitSystem,
  toConditionResources,
  toEncounterResource,
  type RecordVisit,
} from '@praktik/domain/satusehat/patient-record-bundle';
import type {
  FhirResource,
  PlatformCredentials,
  PlatformError,
  SatuSehatClient,
} from '../../integrations/satusehat/satusehat-client';
import type { SecretBox } from '../../integrations/satusehat/secret-box';
import type { Clock } from '../../shared/clock';
import type { SatuSehatSendRepository, SendRow, VisitForSend } from './satusehat-sends.repository';
import { OWN_REASON_PREFIX } from './satusehat-sends.service';
import type { SatuSehatRepository } from './satusehat.repository';

/** One attempt as the queue sees it: pg-boss's retry count and limit of this job. */
export interface AttemptInfo {
  retryCount: number;
  retryLimit: number;
  /** Seconds until the queue's next try (for the row's `nextAttemptAt`). */
  nextDelaySeconds: number;
}

/**
 * What an attempt came to. `retry`: the platform was away (the queue tries again, the row says
 * when); `waiting`: what it depends on is not sent yet (taken again once that is sent);
 * `done`: sent, skipped (already SENT) or FAILED for good.
 */
export type AttemptOutcome =
  { kind: 'done'; sentVisitId?: string } | { kind: 'waiting' } | { kind: 'retry'; reason: string };

interface Deps {
  sends: SatuSehatSendRepository;
  integrations: Pick<SatuSehatRepository, 'findIntegration'>;
  platform: SatuSehatClient;
  secrets: SecretBox;
  now: Clock;
}

const own = (key: string) => `${OWN_REASON_PREFIX}errors.${key}`;

class Refusal {
  constructor(readonly reason: string) {}
}
class Transient {
  constructor(readonly reason: string) {}
}
class Waiting {}

function unwrap<T>(answer: { ok: true; value: T } | { ok: false; error: PlatformError }): T {
  if (answer.ok) return answer.value;
  const error = answer.error;
  if (error.kind === 'unavailable' || error.kind === 'rate-limited') {
    throw new Transient(own('satuSehatSendUnavailable'));
  }
  throw new Refusal(error.text || error.kind);
}

/**
 * How long a worker holds a send it is sending: longer than its calls can take (a token, a
 * search and a write, each with the client's timeout), short enough that a stopped server's
 * send goes again soon.
 */
const CLAIM_MS = 120_000;

/** Our identifier of what a send creates: the visit id, with the position for a Condition. */
export function sendIdentifier(row: Pick<SendRow, 'businessId' | 'visitId' | 'position'>) {
  return {
    system: praktikVisitSystem(row.businessId),
    value: row.position === null ? row.visitId : `${row.visitId}/${row.position}`,
  };
}

/**
 * The SATUSEHAT send queue's worker: one send by its id. Builds the resource with the domain's
 * builders, sends it with the app's platform client, and writes the row; a SENT row is never sent
 * again, and a POST that may have reached the platform is looked up by our identifier first.
 */
export function createSatuSehatSender(deps: Deps) {
  const { sends, platform } = deps;

  async function credentialsOf(businessId: string): Promise<PlatformCredentials> {
    const saved = await deps.integrations.findIntegration(businessId);
    if (!saved) throw new Refusal(own('satuSehatSendNotLinked'));
    return {
      organizationId: saved.organizationId,
      clientKey: saved.clientKey,
      secretKey: deps.secrets.open(saved.secretKeyEncrypted, businessId),
    };
  }

  function recordVisitOf(visit: VisitForSend, finished: boolean): RecordVisit {
    return {
      id: visit.id,
      status: finished ? 'DONE' : 'ACTIVE',
      startedAt: visit.startedAt,
      endedAt: finished ? (visit.endedAt ?? deps.now()) : null,
      practitionerName: visit.practitionerName,
      practitionerIhs: visit.practitionerIhs,
      locationId: visit.locationId,
      satuSehatEncounterId: visit.satuSehatEncounterId,
      anamnesis: null,
      examination: null,
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      treatment: null,
      endNote: null,
      diagnoses: visit.diagnoses ?? [],
    };
  }

  const patientOf = (visit: VisitForSend) => ({
    id: visit.patientId,
    name: visit.patientName,
    satuSehatPatientId: visit.satuSehatPatientId,
  });

  /** A create that may have gone through already: found by our identifier, else posted. */
  async function createOnce(
    credentials: PlatformCredentials,
    row: SendRow,
    resource: FhirResource,
  ): Promise<string> {
    const identifier = sendIdentifier(row);
    if (row.attempts > 0) {
      const found = unwrap(
        await platform.search<FhirResource & { id: string }>(credentials, resource.resourceType, {
          identifier: `${identifier.system}|${identifier.value}`,
        }),
      );
      const existing = found.entry?.[0]?.resource;
      if (existing) return existing.id;
    }
    return unwrap(await platform.create(credentials, resource)).id;
  }

  async function deliver(row: SendRow): Promise<string> {
    const visit = await sends.findVisitForSend(row.visitId);
    if (!visit) throw new Refusal(own('satuSehatSendNotLinked'));
    const credentials = await credentialsOf(row.businessId);
    const clinic = { businessId: row.businessId, organizationId: credentials.organizationId };
    const identifier = sendIdentifier(row);
    switch (row.kind) {
      case 'PATIENT_LOOKUP': {
        if (visit.satuSehatPatientId) return visit.satuSehatPatientId;
        const nik = visit.identificationType === 'KTP' ? visit.identificationNumber?.trim() : '';
        if (!nik) throw new Refusal(own('satuSehatSendNoNik'));
        const found = unwrap(await platform.findPatientByNik(credentials, nik));
        if (!found) throw new Refusal(own('satuSehatSendUnknownNik'));
        await sends.setPatientIhs(visit.patientId, found.id);
        return found.id;
      }
      case 'ENCOUNTER_START': {
        if (visit.satuSehatEncounterId) return visit.satuSehatEncounterId;
        if (!visit.satuSehatPatientId) throw new Waiting();
        if (!visit.practitionerIhs) throw new Refusal(own('satuSehatSendNoPractitionerIhs'));
        if (!visit.locationId) throw new Refusal(own('satuSehatSendNoLocation'));
        const { id: _ours, ...encounter } = toEncounterResource(
          recordVisitOf(visit, false),
          patientOf(visit),
          clinic,
        );
        void _ours;
        const id = await createOnce(credentials, row, {
          ...encounter,
          status: 'arrived',
          identifier: [...encounter.identifier, identifier],
        });
        await sends.setEncounterId(visit.id, id);
        return id;
      }
      case 'CONDITION': {
        if (!visit.satuSehatEncounterId || !visit.satuSehatPatientId) throw new Waiting();
        const diagnosis = (visit.diagnoses ?? [])[(row.position ?? 0) - 1];
        if (!diagnosis) throw new Refusal(own('satuSehatSendNoDiagnosis'));
        const [condition] = toConditionResources(
          { ...recordVisitOf(visit, false), diagnoses: [diagnosis] },
          patientOf(visit),
          [row.id],
          { encounter: { reference: `Encounter/${visit.satuSehatEncounterId}` } },
        );
        const { id: _ours, ...resource } = condition!;
        void _ours;
        return createOnce(credentials, row, { ...resource, identifier: [identifier] });
      }
      case 'ENCOUNTER_FINISH': {
        if (!visit.satuSehatEncounterId || !visit.satuSehatPatientId) throw new Waiting();
        if (!visit.practitionerIhs) throw new Refusal(own('satuSehatSendNoPractitionerIhs'));
        const encounter = toEncounterResource(recordVisitOf(visit, true), patientOf(visit), clinic);
        // A PUT of the whole Encounter: sending it twice leaves the same resource.
        const saved = unwrap(
          await platform.updateEncounter(credentials, {
            ...encounter,
            id: visit.satuSehatEncounterId,
            identifier: [...encounter.identifier, sendIdentifier({ ...row, position: null })],
          }),
        );
        return saved.id;
      }
    }
  }

  return {
    async attempt(sendId: string, info: AttemptInfo): Promise<AttemptOutcome> {
      const now = deps.now();
      // FAILED is retried by hand only (the retry call makes it PENDING first); a send another
      // worker is sending right now is theirs (its job or the next resume sends it if they stop).
      const row = await sends.claimPending(sendId, now, new Date(now.getTime() + CLAIM_MS));
      if (!row) return { kind: 'done' };
      const attempts = row.attempts + 1;
      try {
        const resourceId = await deliver(row);
        await sends.markSent(row.id, resourceId, deps.now(), attempts);
        return { kind: 'done', sentVisitId: row.visitId };
      } catch (error) {
        if (error instanceof Waiting) {
          await sends.releaseClaim(row.id);
          return { kind: 'waiting' };
        }
        if (error instanceof Transient && info.retryCount < info.retryLimit) {
          await sends.markAttempt(row.id, {
            status: 'PENDING',
            attempts,
            lastError: error.reason,
            nextAttemptAt: new Date(deps.now().getTime() + info.nextDelaySeconds * 1000),
          });
          return { kind: 'retry', reason: error.reason };
        }
        if (error instanceof Refusal || error instanceof Transient) {
          await sends.markAttempt(row.id, {
            status: 'FAILED',
            attempts,
            lastError: error.reason,
            nextAttemptAt: null,
          });
          return { kind: 'done' };
        }
        await sends.releaseClaim(row.id);
        throw error;
      }
    },
  };
}
export type SatuSehatSender = ReturnType<typeof createSatuSehatSender>;
