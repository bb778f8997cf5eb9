import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

export class PostgresToolMissingError extends Error {
  readonly tool: PostgresTool;

  constructor(tool: PostgresTool, debianRoot: string) {
    super(
      `${tool} not found in ${debianRoot}/*/bin or on PATH: install PostgreSQL's client tools ` +
        "(Debian: apt-get install -y postgresql-client), of the server's major version or newer.",
    );
    this.name = 'PostgresToolMissingError';
    this.tool = tool;
  }
}

/** A tool that ran and failed, with what it printed. */
export class PostgresToolFailedError extends Error {
  constructor(tool: PostgresTool, code: number | null, stderr: string) {
    super(`${tool} failed (exit ${code ?? 'by a signal'}):\n${stderr.trim()}`);
    this.name = 'PostgresToolFailedError';
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian keeps each major version's tools in /usr/lib/postgresql/<major>/bin and puts only a
 * wrapper on PATH that guesses a version; the newest major is asked first because a pg_dump
 * reads servers of its own major and older ones only.
 */
export function findPostgresTool(
  tool: PostgresTool,
  where: { debianRoot?: string; searchPath?: string } = {},
): string {
  const debianRoot = where.debianRoot ?? '/usr/lib/postgresql';
  const searchPath = where.searchPath ?? process.env.PATH ?? '';
  const majors = existsSync(debianRoot)
    ? readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...majors.map((major) => path.join(debianRoot, major, 'bin', tool)),
    ...searchPath
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, tool)),
  ];
  const found = candidates.find(isExecutable);
  if (!found) throw new PostgresToolMissingError(tool, debianRoot);
  return found;
}
