import { describe, expect, it } from 'vitest';
import {
  activeParentIds,
  isMenuEntryActive,
  menuTree,
  panelTabFromHash,
  type AppShellMenuGroup,
} from './app-shell-options';

const entry = (
  id: string,
  url: string,
  activePaths: readonly string[] | ReadonlySet<string> = [url],
) => ({
  id,
  label: id,
  url,
  icon: 'visit',
  activePaths,
});

const groups: AppShellMenuGroup[] = [
  { id: 'home', label: 'Beranda', entries: [entry('home', '/dashboard')] },
  {
    id: 'visit',
    label: 'Kunjungan',
    entries: [
      entry('activeVisit', '/dashboard/active-visit', [
        '/dashboard/active-visit',
        '/dashboard/active-visit/assesment',
      ]),
      entry('historyVisit', '/dashboard/history-visit'),
    ],
  },
  { id: 'empty', label: 'Kosong', entries: [] },
];

describe('isMenuEntryActive', () => {
  it('matches the url, an active path, a set of paths, and ignores a trailing slash', () => {
    expect(isMenuEntryActive(entry('a', '/dashboard/patient'), '/dashboard/patient/')).toBe(true);
    expect(
      isMenuEntryActive(
        entry('a', '/dashboard/patient', ['/dashboard/patient/edit-patient']),
        '/dashboard/patient/edit-patient',
      ),
    ).toBe(true);
    expect(
      isMenuEntryActive(
        entry('a', '/dashboard/patient', new Set(['/dashboard/history'])),
        '/dashboard/history',
      ),
    ).toBe(true);
    expect(isMenuEntryActive(entry('a', '/dashboard/patient'), '/dashboard/patient-package')).toBe(
      false,
    );
  });
});

describe('menuTree', () => {
  it('turns a one-entry group into that entry and a larger group into a parent', () => {
    const nodes = menuTree(groups, '/dashboard/active-visit/assesment');
    expect(nodes.map((node) => node.id)).toEqual(['home', 'group-visit']);
    expect(nodes[0]).toMatchObject({ label: 'home', url: '/dashboard', isActive: false });
    expect(nodes[1]).toMatchObject({ label: 'Kunjungan', icon: 'visit', isActive: true });
    expect(nodes[1]?.children?.map((child) => child.isActive)).toEqual([true, false]);
    expect(activeParentIds(nodes)).toEqual(['group-visit']);
  });

  it('keeps an entry with children as a parent', () => {
    const nodes = menuTree(
      [{ id: 'g', label: 'G', entries: [{ ...entry('p', '/p'), children: [entry('c', '/p/c')] }] }],
      '/p/c',
    );
    expect(nodes[0]).toMatchObject({ id: 'p', isActive: true });
    expect(nodes[0]?.url).toBeUndefined();
    expect(activeParentIds(nodes)).toEqual(['p']);
  });
});

describe('panelTabFromHash', () => {
  it('reads #notes, #alerts, #chat and nothing else', () => {
    expect(panelTabFromHash('#alerts')).toBe('alerts');
    expect(panelTabFromHash('notes')).toBe('notes');
    expect(panelTabFromHash('#main')).toBeNull();
    expect(panelTabFromHash('')).toBeNull();
  });
});
