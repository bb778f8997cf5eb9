// The no-op: what a call costs the server with no database and no token, the yardstick the
// other targets' Node CPU a call is divided by (and a gauge of the machine's other work).
import type { Target } from '../measure';

export const noopTarget: Target = {
  name: 'no-op: GET /healthz (same server, no database, no token)',
  paths: ['/healthz'],
  targetP99Ms: null,
  authorized: false,
};
