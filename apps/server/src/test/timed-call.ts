/** One call of a load test: when it ran and what came back, or why nothing did. */
export interface TimedAnswer {
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or the reason the call got no answer at all (a refused connection). */
  status: number | string;
  /** The id of the record a save answered with. */
  patientId?: string;
  retryAfter?: string | null;
  detail?: string;
}

/**
 * Sends one request over real HTTP and times it, for the tests that stop a database under load:
 * a call that got no answer is recorded too, with its reason as the status.
 */
export async function timedCall(url: string, init: RequestInit): Promise<TimedAnswer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, init);
    const body = (await response.json()) as { data?: { id?: unknown }; detail?: string };
    const id = body.data?.id;
    return {
      startedAt,
      endedAt: Date.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ...(typeof id === 'string' ? { patientId: id } : {}),
      ...(body.detail ? { detail: body.detail } : {}),
    };
  } catch (error) {
    return { startedAt, endedAt: Date.now(), status: String(error) };
  }
}

/** A patient saved by the clinic's owner, as the front desk's form sends it. */
export function patientSave(token: string, body: object): RequestInit {
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
