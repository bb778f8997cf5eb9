import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A stand-in for SATUSEHAT (docs/decisions/0030-satusehat-stand-in.md): the platform's paths and
 * shapes, on loopback, so tests and `pnpm start` never need the real platform. Same paths
 * (`/oauth2/v1/accesstoken`, `/fhir-r4/v1/...`), string-typed token fields, searchset Bundles,
 * OperationOutcome errors, one authentication a minute per client after repeated failures. Its own
 * control paths live under `/__stand-in/` (clients, patients, practitioners, faults); the real
 * platform has none, and our server never calls them.
 */

export interface StandInClient {
  clientId: string;
  clientSecret: string;
  organizationId: string;
  organizationName: string;
  applicationName: string;
  email: string;
}

export interface StandInPerson {
  nik: string;
  id: string;
  name: string;
}

type Fault = { mode: '5xx' | 'timeout' | 'refuse'; until: number; text: string };

export interface StandInOptions {
  /** Keep clients and resources in this JSON file (pnpm start); default: memory only (tests). */
  stateFile?: string;
  /** Milliseconds since the epoch; tests move it to pass the rate limit's minute. */
  now?: () => number;
  /** The tokens' lifetime (the platform's: 14399 s). */
  tokenLifetimeSeconds?: number;
  /** Failed authentications of a client before it is held to one attempt a minute. */
  failuresBeforeLimit?: number;
  host?: string;
  port?: number;
}

export interface StandIn {
  /** The base URL, as SATUSEHAT_BASE_URL would name the platform's. */
  url: string;
  registerClient(values?: Partial<StandInClient>): StandInClient;
  findClient(clientId: string): StandInClient | undefined;
  addPatient(values: Omit<StandInPerson, 'id'> & { id?: string }): StandInPerson;
  addPractitioner(values: Omit<StandInPerson, 'id'> & { id?: string }): StandInPerson;
  /**
   * The people the platform should know, added once: a NIK it knows already keeps its id (as the
   * platform's IHS numbers never change), so a restart does not unlink what a clinic looked up.
   */
  addUnknownPeople(people: {
    patients?: (Omit<StandInPerson, 'id'> & { id?: string })[];
    practitioners?: (Omit<StandInPerson, 'id'> & { id?: string })[];
  }): void;
  /** Answer 503, hang, or refuse every resource write for `seconds`. */
  setFault(mode: Fault['mode'], seconds: number, text?: string): void;
  clearFault(): void;
  /** Makes every token issued so far invalid (as the platform's expiry does). */
  expireTokens(): void;
  /** A stored resource as the platform keeps it, to check what a clinic sent. */
  resource(type: string, id: string): Record<string, unknown> | undefined;
  /** Every stored resource of a type (to count what a clinic sent, e.g. by its identifier). */
  resources(type: string): Record<string, unknown>[];
  /** How many token requests each client made (to see a cached token being reused). */
  tokenRequests(clientId: string): number;
  close(): Promise<void>;
}

const RESOURCE_TYPES = ['Organization', 'Location', 'Encounter', 'Condition'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number] | 'Patient' | 'Practitioner';
type FhirResource = Record<string, unknown> & { resourceType: string; id: string };

interface State {
  clients: StandInClient[];
  resources: FhirResource[];
  patients: StandInPerson[];
  practitioners: StandInPerson[];
}

const NIK_SYSTEM = 'https://fhir.kemkes.go.id/id/nik';

export function operationOutcome(code: string, text: string) {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, details: { text }, diagnostics: text }],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function newId(type: ResourceType): string {
  // The platform's ids: Organization and Location are UUIDs or numbers; people are IHS numbers.
  return type === 'Patient' || type === 'Practitioner'
    ? `${type === 'Patient' ? 'P' : 'N'}${String(randomBytes(6).readUIntBE(0, 6) % 1e11).padStart(11, '0')}`
    : randomUUID();
}

/** What the platform refuses in a resource: the checks its validator makes that we rely on. */
function problemsOf(type: ResourceType, body: Record<string, unknown>, state: State): string[] {
  const problems: string[] = [];
  if (body.resourceType !== type) problems.push(`resourceType must be ${type}`);
  const reference = (field: string) => {
    const value = body[field];
    return isRecord(value) && typeof value.reference === 'string' ? value.reference : undefined;
  };
  const exists = (ref: string | undefined) => {
    const [refType, refId] = (ref ?? '').split('/');
    if (refType === 'Patient') return state.patients.some((patient) => patient.id === refId);
    return state.resources.some(
      (resource) => resource.resourceType === refType && resource.id === refId,
    );
  };
  if (type === 'Organization' || type === 'Location') {
    if (typeof body.name !== 'string' || body.name.trim() === '')
      problems.push(`${type}.name is required`);
    const parent = type === 'Organization' ? 'partOf' : 'managingOrganization';
    const ref = reference(parent);
    if (ref !== undefined && !exists(ref)) problems.push(`${type}.${parent}: ${ref} is not found`);
  }
  if (type === 'Encounter') {
    if (typeof body.status !== 'string') problems.push('Encounter.status is required');
    const subject = reference('subject');
    if (!subject || !exists(subject))
      problems.push(`Encounter.subject: ${subject ?? 'missing'} is not found`);
  }
  if (type === 'Condition') {
    const code = body.code;
    if (!isRecord(code) || !Array.isArray(code.coding) || code.coding.length === 0)
      problems.push('Condition.code.coding is required');
    const encounter = reference('encounter');
    if (!encounter || !exists(encounter))
      problems.push(`Condition.encounter: ${encounter ?? 'missing'} is not found`);
  }
  return problems;
}

function readState(file: string | undefined): State {
  const empty: State = { clients: [], resources: [], patients: [], practitioners: [] };
  if (!file || !existsSync(file)) return empty;
  return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<State>) };
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeSeconds ?? 14399;
  const failuresBeforeLimit = options.failuresBeforeLimit ?? 3;
  const state = readState(options.stateFile);
  const tokens = new Map<string, { clientId: string; expiresAt: number }>();
  const failures = new Map<string, { count: number; lastAttempt: number }>();
  const tokenRequestCount = new Map<string, number>();
  const hanging = new Set<NodeJS.Timeout>();
  let fault: Fault | undefined;

  const save = () => {
    if (!options.stateFile) return;
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    // Written whole and renamed, so a stop mid-write never leaves half a file.
    const temporary = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(state)}\n`, { mode: 0o600 });
    renameSync(temporary, options.stateFile);
  };

  const registerClient = (values: Partial<StandInClient> = {}): StandInClient => {
    const client: StandInClient = {
      clientId: values.clientId ?? randomBytes(24).toString('base64url'),
      clientSecret: values.clientSecret ?? randomBytes(24).toString('base64url'),
      organizationId: values.organizationId ?? randomUUID(),
      organizationName: values.organizationName ?? 'Klinik Stand-in',
      applicationName: values.applicationName ?? randomUUID(),
      email: values.email ?? 'developer@praktik.local',
    };
    state.clients = state.clients.filter((known) => known.clientId !== client.clientId);
    state.clients.push(client);
    // The client's own organization exists on the platform: the one its resources hang under.
    if (
      !state.resources.some(
        (r) => r.resourceType === 'Organization' && r.id === client.organizationId,
      )
    ) {
      state.resources.push({
        resourceType: 'Organization',
        id: client.organizationId,
        active: true,
        name: client.organizationName,
      });
    }
    save();
    return client;
  };

  const addPerson =
    (kind: 'patients' | 'practitioners') =>
    (values: Omit<StandInPerson, 'id'> & { id?: string }): StandInPerson => {
      const person = {
        ...values,
        id: values.id ?? newId(kind === 'patients' ? 'Patient' : 'Practitioner'),
      };
      state[kind] = state[kind].filter((known) => known.nik !== person.nik);
      state[kind].push(person);
      save();
      return person;
    };

  const addUnknownPeople: StandIn['addUnknownPeople'] = (people) => {
    for (const kind of ['patients', 'practitioners'] as const) {
      const known = new Set(state[kind].map((person) => person.nik));
      for (const values of people[kind] ?? []) {
        if (known.has(values.nik)) continue;
        known.add(values.nik);
        state[kind].push({
          ...values,
          id: values.id ?? newId(kind === 'patients' ? 'Patient' : 'Practitioner'),
        });
      }
    }
    save();
  };

  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    ['application/json', 'application/fhir+json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, String(body).trim() === '' ? undefined : JSON.parse(String(body)));
      } catch {
        done(null, { __malformed: true });
      }
    },
  );

  const activeFault = () => (fault && fault.until > now() ? fault : undefined);

  // The fault switch acts on the platform's paths, never on the control paths.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__stand-in/')) return;
    const current = activeFault();
    if (current?.mode === '5xx') {
      return reply
        .status(503)
        .send(operationOutcome('transient', 'Service Unavailable (stand-in fault switch)'));
    }
    if (current?.mode === 'timeout') {
      // Hang until the fault ends, then answer as a gateway that gave up would.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(
          () => {
            hanging.delete(timer);
            resolve();
          },
          Math.max(0, current.until - now()),
        );
        hanging.add(timer);
      });
      return reply.status(504).send(operationOutcome('timeout', 'Gateway Timeout'));
    }
    return undefined;
  });

  app.post('/oauth2/v1/accesstoken', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const body = isRecord(request.body) ? (request.body as Record<string, unknown>) : {};
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    const clientSecret = typeof body.client_secret === 'string' ? body.client_secret : '';
    tokenRequestCount.set(clientId, (tokenRequestCount.get(clientId) ?? 0) + 1);
    if (query.grant_type !== 'client_credentials') {
      return reply.status(400).send(operationOutcome('invalid', 'Unsupported grant type'));
    }
    const failed = failures.get(clientId);
    const at = now();
    if (failed && failed.count >= failuresBeforeLimit && at - failed.lastAttempt < 60_000) {
      return reply
        .status(429)
        .header('retry-after', String(Math.ceil((failed.lastAttempt + 60_000 - at) / 1000)))
        .send(
          operationOutcome('throttled', 'Too many failed authentication attempts, try again later'),
        );
    }
    const client = state.clients.find((known) => known.clientId === clientId);
    if (!client || client.clientSecret !== clientSecret) {
      failures.set(clientId, { count: (failed?.count ?? 0) + 1, lastAttempt: at });
      return reply
        .status(401)
        .send(
          operationOutcome(
            'login',
            'Invalid client credentials: client_id or client_secret is wrong',
          ),
        );
    }
    failures.delete(clientId);
    const accessToken = randomBytes(21).toString('base64url');
    tokens.set(accessToken, { clientId, expiresAt: at + lifetime * 1000 });
    // Every value a string, as the platform answers (expires_in too).
    return {
      refresh_token_expires_in: '0',
      api_product_list: '[api-satusehat-stand-in]',
      organization_name: client.organizationName,
      'developer.email': client.email,
      token_type: 'BearerToken',
      issued_at: String(at),
      client_id: client.clientId,
      access_token: accessToken,
      application_name: client.applicationName,
      scope: '',
      expires_in: String(lifetime),
      refresh_count: '0',
      status: 'approved',
    };
  });

  const authorized = (request: FastifyRequest, reply: FastifyReply): StandInClient | undefined => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    const known = tokens.get(token);
    const client =
      known && known.expiresAt > now()
        ? state.clients.find((candidate) => candidate.clientId === known.clientId)
        : undefined;
    if (!client) {
      void reply
        .status(401)
        .send(operationOutcome('security', 'Invalid access token or the token has expired'));
      return undefined;
    }
    return client;
  };

  const fhirBase = '/fhir-r4/v1';
  const bundleOf = (request: FastifyRequest, matches: FhirResource[]) => {
    const query = request.query as Record<string, string | undefined>;
    const count = Math.min(Math.max(Number(query._count) || 100, 1), 1000);
    const page = Math.max(Number(query._page) || 1, 1);
    const self = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    const link = [{ relation: 'self', url: self.toString() }];
    if (page * count < matches.length) {
      const next = new URL(self);
      next.searchParams.set('_page', String(page + 1));
      next.searchParams.set('_count', String(count));
      link.push({ relation: 'next', url: next.toString() });
    }
    return {
      resourceType: 'Bundle',
      type: 'searchset',
      total: matches.length,
      link,
      entry: matches.slice((page - 1) * count, page * count).map((resource) => ({
        fullUrl: `${self.origin}${fhirBase}/${resource.resourceType}/${resource.id}`,
        resource,
        search: { mode: 'match' },
      })),
    };
  };

  const write =
    (type: (typeof RESOURCE_TYPES)[number], id: string | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!authorized(request, reply)) return reply;
      const body = request.body;
      if (!isRecord(body) || body.__malformed) {
        return reply
          .status(400)
          .send(operationOutcome('structure', 'The body is not a FHIR resource'));
      }
      const existing =
        id === undefined
          ? undefined
          : state.resources.find((r) => r.resourceType === type && r.id === id);
      if (id !== undefined && !existing) {
        return reply.status(404).send(operationOutcome('not-found', `${type}/${id} is not found`));
      }
      const current = activeFault();
      const problems = current?.mode === 'refuse' ? [current.text] : problemsOf(type, body, state);
      if (problems.length > 0) {
        return reply.status(400).send({
          resourceType: 'OperationOutcome',
          issue: problems.map((text) => ({
            severity: 'error',
            code: 'invalid',
            details: { text },
            diagnostics: text,
          })),
        });
      }
      const stored: FhirResource = {
        ...body,
        resourceType: type,
        id: existing?.id ?? newId(type),
        meta: { versionId: randomUUID(), lastUpdated: new Date(now()).toISOString() },
      };
      state.resources = state.resources.filter((r) => r !== existing);
      state.resources.push(stored);
      save();
      return reply.status(existing ? 200 : 201).send(stored);
    };

  const referenceIs = (resource: FhirResource, field: string, value: string) => {
    const ref = resource[field];
    return isRecord(ref) && ref.reference === value;
  };

  for (const type of RESOURCE_TYPES) {
    app.post(`${fhirBase}/${type}`, write(type, undefined));
    app.put<{ Params: { id: string } }>(`${fhirBase}/${type}/:id`, (request, reply) =>
      write(type, request.params.id)(request, reply),
    );
    app.get<{ Params: { id: string } }>(`${fhirBase}/${type}/:id`, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const found = state.resources.find(
        (r) => r.resourceType === type && r.id === request.params.id,
      );
      if (!found) {
        return reply
          .status(404)
          .send(operationOutcome('not-found', `${type}/${request.params.id} is not found`));
      }
      return found;
    });
  }
  app.get(`${fhirBase}/Organization`, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const { partof } = request.query as Record<string, string | undefined>;
    const matches = state.resources.filter(
      (r) =>
        r.resourceType === 'Organization' &&
        (partof === undefined || referenceIs(r, 'partOf', `Organization/${partof}`)),
    );
    return bundleOf(request, matches);
  });
  app.get(`${fhirBase}/Location`, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const { organization } = request.query as Record<string, string | undefined>;
    const matches = state.resources.filter(
      (r) =>
        r.resourceType === 'Location' &&
        (organization === undefined ||
          referenceIs(r, 'managingOrganization', `Organization/${organization}`)),
    );
    return bundleOf(request, matches);
  });
  // The sender's idempotency look-up: what it created, found by its own identifier.
  for (const type of ['Encounter', 'Condition'] as const) {
    app.get(`${fhirBase}/${type}`, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const { identifier, encounter } = request.query as Record<string, string | undefined>;
      const cut = (identifier ?? '').lastIndexOf('|');
      const [system, value] =
        cut < 0 ? [undefined, identifier] : [identifier!.slice(0, cut), identifier!.slice(cut + 1)];
      const matches = state.resources.filter((r) => {
        if (r.resourceType !== type) return false;
        if (encounter !== undefined && !referenceIs(r, 'encounter', `Encounter/${encounter}`)) {
          return false;
        }
        if (identifier === undefined) return true;
        const ids = Array.isArray(r.identifier) ? r.identifier : [];
        return ids.some(
          (id) =>
            isRecord(id) && id.value === value && (system === undefined || id.system === system),
        );
      });
      return bundleOf(request, matches);
    });
  }
  for (const [type, kind] of [
    ['Patient', 'patients'],
    ['Practitioner', 'practitioners'],
  ] as const) {
    app.get(`${fhirBase}/${type}`, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const { identifier } = request.query as Record<string, string | undefined>;
      const [system, nik] = (identifier ?? '').split('|');
      if (system !== NIK_SYSTEM || !nik) {
        return reply
          .status(400)
          .send(operationOutcome('invalid', `Search ${type} by identifier=${NIK_SYSTEM}|{NIK}`));
      }
      const matches = state[kind]
        .filter((person) => person.nik === nik)
        .map((person) => ({
          resourceType: type,
          id: person.id,
          active: true,
          identifier: [{ use: 'official', system: NIK_SYSTEM, value: person.nik }],
          name: [{ use: 'official', text: person.name }],
        }));
      return bundleOf(request, matches);
    });
  }

  // Control paths: the stand-in's own, for journeys that run it in another process.
  app.post('/__stand-in/clients', async (request, reply) =>
    reply
      .status(201)
      .send(registerClient(isRecord(request.body) ? (request.body as Partial<StandInClient>) : {})),
  );
  app.post('/__stand-in/patients', async (request, reply) =>
    reply.status(201).send(addPerson('patients')(request.body as StandInPerson)),
  );
  app.post('/__stand-in/practitioners', async (request, reply) =>
    reply.status(201).send(addPerson('practitioners')(request.body as StandInPerson)),
  );
  const setFault = (mode: Fault['mode'], seconds: number, text?: string) => {
    fault = {
      mode,
      until: now() + seconds * 1000,
      text: text ?? 'The resource is refused by the stand-in',
    };
  };
  app.post('/__stand-in/faults', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const mode = body.mode;
    const seconds = Number(body.seconds);
    if ((mode !== '5xx' && mode !== 'timeout' && mode !== 'refuse') || !(seconds > 0)) {
      return reply
        .status(400)
        .send(
          operationOutcome('invalid', "{ mode: '5xx' | 'timeout' | 'refuse', seconds, text? }"),
        );
    }
    setFault(mode, seconds, typeof body.text === 'string' ? body.text : undefined);
    return reply.status(204).send();
  });
  app.delete('/__stand-in/faults', async (_request, reply) => {
    fault = undefined;
    return reply.status(204).send();
  });

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('stand-in has no TCP address');

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    registerClient,
    findClient: (clientId) => state.clients.find((client) => client.clientId === clientId),
    addPatient: addPerson('patients'),
    addPractitioner: addPerson('practitioners'),
    addUnknownPeople,
    setFault,
    clearFault: () => {
      fault = undefined;
    },
    expireTokens: () => tokens.clear(),
    resource: (type, id) => state.resources.find((r) => r.resourceType === type && r.id === id),
    resources: (type) => state.resources.filter((r) => r.resourceType === type),
    tokenRequests: (clientId) => tokenRequestCount.get(clientId) ?? 0,
    async close() {
      for (const timer of hanging) clearTimeout(timer);
      hanging.clear();
      await app.close();
    },
  };
}
