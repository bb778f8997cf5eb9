import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Konva canvas and the timetable are entry points of their own (docs/architecture.md, "UI"), so
 * a page that does not use them does not load them. Nothing else in the library may import them or
 * their heavy dependencies, and the HEIC decoder is only ever loaded on demand.
 */
const componentsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../components');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.stories\.tsx$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(componentsDir).map((file) => ({
  component: path.relative(componentsDir, file).split(path.sep)[0] as string,
  file: path.relative(componentsDir, file),
  text: readFileSync(file, 'utf8'),
}));

const staticImportOf = (text: string, specifier: RegExp) =>
  [...text.matchAll(/^\s*import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].some((match) =>
    specifier.test(match[1] as string),
  );

describe('heavy components stay behind their own entry points', () => {
  it('only BodyAnnotationCanvas imports konva', () => {
    const importers = files
      .filter(({ text }) => staticImportOf(text, /^(react-)?konva(\/|$)/))
      .map(({ component }) => component);
    expect(importers.length).toBeGreaterThan(0);
    expect(new Set(importers)).toEqual(new Set(['BodyAnnotationCanvas']));
  });

  it('no other component imports BodyAnnotationCanvas or TimetableGrid', () => {
    const offenders = files.filter(
      ({ component, text }) =>
        (component !== 'BodyAnnotationCanvas' &&
          staticImportOf(text, /BodyAnnotationCanvas(\/|$)/)) ||
        (component !== 'TimetableGrid' && staticImportOf(text, /TimetableGrid(\/|$)/)),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('the HEIC decoder is never imported statically', () => {
    expect(
      files.filter(({ text }) => staticImportOf(text, /^heic-to/)).map(({ file }) => file),
    ).toEqual([]);
    expect(files.some(({ text }) => /import\(\s*['"]heic-to/.test(text))).toBe(true);
  });
});
