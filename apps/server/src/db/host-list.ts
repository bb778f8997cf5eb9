/**
 * A connection URL that names several servers, in libpq's form:
 * `postgres://user:pw@db1:5432,db2:5432/praktik?target_session_attrs=read-write`. node-postgres
 * reads one host only (its parser refuses the comma), so the list is split here into one plain
 * URL per server, each with everything else of the original (user, password, database, options).
 */

/** Which of the servers a connection may settle on, as libpq's `target_session_attrs` says. */
export const SESSION_ATTRS = ['any', 'read-write', 'primary'] as const;
export type SessionAttrs = (typeof SESSION_ATTRS)[number];

export interface HostList {
  /** One URL per server, in the order given: the order connections try them in. */
  urls: string[];
  /** Where each is, as node-postgres takes it (an IPv6 address without its brackets). */
  servers: { host: string; port: number }[];
  /** `host:port` of each, in the same order, for messages and logs (no credentials). */
  names: string[];
  sessionAttrs: SessionAttrs;
}

export class HostListError extends Error {}

const DEFAULT_PORT = '5432';

/** `[v6]:port`, `name:port` or a bare name or address. */
function splitHost(spec: string, defaultPort: string): { host: string; port: string } {
  const bracketed = /^(\[[^\]]+\])(?::(\d*))?$/.exec(spec);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] || defaultPort };
  const [host = '', port, ...more] = spec.split(':');
  if (!host || more.length > 0 || (port !== undefined && !/^\d+$/.test(port))) {
    throw new HostListError(`"${spec}" is not a host[:port]`);
  }
  return { host, port: port || defaultPort };
}

/**
 * The servers of a URL that names several, or undefined when it names one (the URL then goes to
 * node-postgres as it is). Throws HostListError on a list it cannot follow.
 */
export function parseHostList(url: string): HostList | undefined {
  const parts = /^(postgres(?:ql)?:\/\/)([^/?#]*)(.*)$/i.exec(url);
  if (!parts) return undefined;
  const [, scheme, authority = '', rest = ''] = parts;
  const at = authority.lastIndexOf('@');
  const userInfo = at >= 0 ? authority.slice(0, at + 1) : '';
  const hostSpec = authority.slice(at + 1);
  if (!hostSpec.includes(',')) return undefined;

  const queryStart = rest.indexOf('?');
  const path = queryStart >= 0 ? rest.slice(0, queryStart) : rest;
  const params = new URLSearchParams(queryStart >= 0 ? rest.slice(queryStart + 1) : '');
  const attrs = params.get('target_session_attrs') ?? 'any';
  if (!(SESSION_ATTRS as readonly string[]).includes(attrs)) {
    throw new HostListError(
      `target_session_attrs=${attrs}: the server writes, so a host list may only ask for ${SESSION_ATTRS.join(', ')}`,
    );
  }
  // libpq's `port=` applies to every host that names none.
  const defaultPort = params.get('port') ?? DEFAULT_PORT;
  params.delete('target_session_attrs');
  params.delete('port');
  const query = params.toString() ? `?${params.toString()}` : '';

  const hosts = hostSpec.split(',').map((spec) => splitHost(spec, defaultPort));
  return {
    urls: hosts.map(({ host, port }) => `${scheme}${userInfo}${host}:${port}${path}${query}`),
    servers: hosts.map(({ host, port }) => ({
      host: host.replace(/^\[(.+)\]$/, '$1'),
      port: Number(port),
    })),
    names: hosts.map(({ host, port }) => `${host}:${port}`),
    sessionAttrs: attrs as SessionAttrs,
  };
}
