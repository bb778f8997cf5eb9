import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('nestsDeeperThan', () => {
  it('lets a body nest up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(65) + '1' + '}'.repeat(65), 64)).toBe(true);
  });

  it('counts objects and arrays together, and only while they are open', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`;
    expect(nestsDeeperThan(wide, 3)).toBe(false);
    expect(nestsDeeperThan('[{"a":[{"b":1}]}]', 3)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '[[[[{{{{', quoted: 'he said "[[[[" \\ ok' });
    expect(nestsDeeperThan(text, 1)).toBe(false);
  });

  it('finds 20,000 nested arrays without building them', () => {
    expect(nestsDeeperThan(nested(20_000), 64)).toBe(true);
  });
});
