import { describe, expect, it } from 'vitest';
import { HostListError, parseHostList } from './host-list';

describe('a DATABASE_URL naming several servers', () => {
  it('leaves a URL with one server to node-postgres as it is', () => {
    expect(parseHostList('postgres://praktik:rahasia@db1:5432/praktik')).toBeUndefined();
    expect(
      parseHostList('postgres://praktik@db1/praktik?target_session_attrs=read-write'),
    ).toBeUndefined();
  });

  it('becomes one URL per server, in order, keeping the user, password, database and options', () => {
    const list = parseHostList(
      'postgres://praktik:r%40hasia@db1:5432,db2:5433/klinik?sslmode=require&target_session_attrs=read-write',
    );
    expect(list).toEqual({
      urls: [
        'postgres://praktik:r%40hasia@db1:5432/klinik?sslmode=require',
        'postgres://praktik:r%40hasia@db2:5433/klinik?sslmode=require',
      ],
      servers: [
        { host: 'db1', port: 5432 },
        { host: 'db2', port: 5433 },
      ],
      names: ['db1:5432', 'db2:5433'],
      sessionAttrs: 'read-write',
    });
  });

  it('gives a server without a port the one of `port=`, else 5432, and takes IPv6 addresses', () => {
    const list = parseHostList('postgresql://u@db1,[fd00::2]:6000,db3/praktik?port=5444');
    expect(list?.servers).toEqual([
      { host: 'db1', port: 5444 },
      { host: 'fd00::2', port: 6000 },
      { host: 'db3', port: 5444 },
    ]);
    expect(list?.urls[1]).toBe('postgresql://u@[fd00::2]:6000/praktik');
    expect(list?.sessionAttrs).toBe('any');
    expect(parseHostList('postgres://u@a,b/p')?.servers.map((s) => s.port)).toEqual([5432, 5432]);
  });

  it('refuses to look for a standby to write to, and a host it cannot read', () => {
    expect(() => parseHostList('postgres://u@a,b/p?target_session_attrs=read-only')).toThrow(
      HostListError,
    );
    expect(() => parseHostList('postgres://u@a,b:x/p')).toThrow(HostListError);
  });
});
