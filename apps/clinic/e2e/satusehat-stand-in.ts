import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The demo client `pnpm start` registers on its local stand-in (apps/server/src/server.ts). */
const DEMO_CLIENT_ID = 'praktik-demo-client';

interface StandInState {
  clients?: { clientId: string; clientSecret: string; organizationId: string }[];
}

export interface StandInCredentials {
  organizationId: string;
  clientKey: string;
  secretKey: string;
}

/**
 * The SATUSEHAT stand-in's demo credentials (docs/decisions/0030-satusehat-stand-in.md). The server makes them
 * at its first start, prints them beside the demo sign-in and keeps them in the stand-in's state
 * file in its data dir, which the journeys' server shares with the tests (`E2E_DATA_DIR`). A run
 * against another stand-in names its own through `SATUSEHAT_DEMO_*`.
 */
export function standInDemoCredentials(): StandInCredentials {
  const { SATUSEHAT_DEMO_ORGANIZATION_ID, SATUSEHAT_DEMO_CLIENT_KEY, SATUSEHAT_DEMO_SECRET_KEY } =
    process.env;
  if (SATUSEHAT_DEMO_ORGANIZATION_ID && SATUSEHAT_DEMO_CLIENT_KEY && SATUSEHAT_DEMO_SECRET_KEY)
    return {
      organizationId: SATUSEHAT_DEMO_ORGANIZATION_ID,
      clientKey: SATUSEHAT_DEMO_CLIENT_KEY,
      secretKey: SATUSEHAT_DEMO_SECRET_KEY,
    };
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through their setup');
  const state = JSON.parse(
    readFileSync(join(dataDir, 'satusehat-stand-in.json'), 'utf8'),
  ) as StandInState;
  const client = state.clients?.find((known) => known.clientId === DEMO_CLIENT_ID);
  if (!client) throw new Error(`the stand-in has no client ${DEMO_CLIENT_ID}`);
  return {
    organizationId: client.organizationId,
    clientKey: client.clientId,
    secretKey: client.clientSecret,
  };
}

/**
 * Calls a control path of the journeys' stand-in (`/__stand-in/patients`, `/__stand-in/faults`,
 * ...): the platform has none; the stand-in keeps them for journeys that run it in another
 * process. Its URL is the one the server printed at start (global setup: E2E_SATUSEHAT_STAND_IN_URL).
 */
export async function standInControl(
  method: 'POST' | 'DELETE',
  path: `/__stand-in/${string}`,
  body?: unknown,
): Promise<unknown> {
  const base = process.env.E2E_SATUSEHAT_STAND_IN_URL;
  if (!base)
    throw new Error('E2E_SATUSEHAT_STAND_IN_URL is not set: the server printed no stand-in');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}
