import type { ReactNode } from 'react';

/** Spec 1 §9: a drawer at 768 px wide or less, a mini sidebar up to 1024 px, the full one above. */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const TABLET_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 0.02}px) and (max-width: ${TABLET_MAX_WIDTH}px)`;

export const SHELL_LAYOUTS = ['mobile', 'tablet', 'desktop'] as const;
export type ShellLayout = (typeof SHELL_LAYOUTS)[number];

/** What the sidebar looks like: the drawer (mobile), icons only (mini), or icons and labels. */
export type SidebarVariant = 'drawer' | 'mini' | 'full';

export const PANEL_TABS = ['notes', 'alerts', 'chat'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];
/** Spec 1 §2.6: the panel opens on Chat unless the URL hash names another tab. */
export const DEFAULT_PANEL_TAB: PanelTab = 'chat';

/** `#alerts` → `alerts`; anything else → null. */
export function panelTabFromHash(hash: string): PanelTab | null {
  const name = hash.replace(/^#/, '');
  return (PANEL_TABS as readonly string[]).includes(name) ? (name as PanelTab) : null;
}

/** A side-menu entry as `menuFor` (domain) gives it, with its label already translated. */
export interface AppShellMenuEntry {
  id: string;
  label: string;
  url: string;
  /** An icon name from the Icon set (the domain's `MenuIcon` names are all in it). */
  icon: string;
  /** Paths on which this entry is the current one (besides `url` itself). */
  activePaths: readonly string[] | ReadonlySet<string>;
  children?: readonly AppShellMenuEntry[];
}

export interface AppShellMenuGroup {
  id: string;
  label: string;
  entries: readonly AppShellMenuEntry[];
}

export interface AppShellUser {
  name: string;
  email: string;
  avatarUrl?: string | null;
}

export interface AppShellUserMenuItem {
  id: string;
  label: string;
  /** Navigates (client-side through the app's RouterProvider). */
  href?: string;
  onAction?: () => void;
  /** An icon name from the Icon set. */
  icon?: string;
}

export interface AppShellLocale {
  id: string;
  /** The language's own name ("Bahasa Indonesia", "English"). */
  label: string;
  /** A small picture, e.g. `<FlagId />` from the Icon set. */
  flag: ReactNode;
}

export interface AppShellNote {
  id: string;
  title: string;
  text: string;
  /** Already formatted for display. */
  date: string;
}

export interface AppShellAlert {
  id: string;
  title: string;
  text: string;
  time: string;
  /** @default 'info' */
  tone?: 'info' | 'success' | 'warning' | 'danger';
}

export interface AppShellChatMessage {
  id: string;
  fromMe: boolean;
  text: string;
  time: string;
}

export interface AppShellChatContact {
  id: string;
  name: string;
  /** E.g. "Dokter", "Resepsionis". */
  status?: string;
  avatarUrl?: string | null;
  messages: readonly AppShellChatMessage[];
}

/** The slide-out panel's sample content (spec 1 §2.6: static, no behaviour). */
export interface AppShellPanelContent {
  notes: readonly AppShellNote[];
  alerts: readonly AppShellAlert[];
  contacts: readonly AppShellChatContact[];
}

/** One row of the rendered menu: a link, or a parent that expands to its children. */
export interface NavNode {
  id: string;
  label: string;
  icon: string;
  url?: string;
  isActive: boolean;
  children?: NavNode[];
}

function normalise(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * The same rule as the domain's `isEntryActive` (access/menu.ts), for entries whose active paths
 * may be an array or a set: current when the path is the entry's url or one of its active paths.
 */
export function isMenuEntryActive(
  entry: Pick<AppShellMenuEntry, 'url' | 'activePaths'>,
  currentPath: string,
): boolean {
  const path = normalise(currentPath);
  if (path === normalise(entry.url)) return true;
  const paths = entry.activePaths;
  return paths instanceof Set ? paths.has(path) : (paths as readonly string[]).includes(path);
}

function entryNode(entry: AppShellMenuEntry, currentPath: string): NavNode {
  if (entry.children && entry.children.length > 0) {
    const children = entry.children.map((child) => entryNode(child, currentPath));
    return {
      id: entry.id,
      label: entry.label,
      icon: entry.icon,
      isActive: children.some((child) => child.isActive) || isMenuEntryActive(entry, currentPath),
      children,
    };
  }
  return {
    id: entry.id,
    label: entry.label,
    icon: entry.icon,
    url: entry.url,
    isActive: isMenuEntryActive(entry, currentPath),
  };
}

/**
 * Menu groups to rows: a group of one entry is that entry; a group of several is a parent named
 * by the group (Kunjungan → Kunjungan Aktif, Riwayat Kunjungan, ...) with the first entry's icon.
 */
export function menuTree(groups: readonly AppShellMenuGroup[], currentPath: string): NavNode[] {
  return groups.flatMap((group): NavNode[] => {
    const [first] = group.entries;
    if (!first) return [];
    if (group.entries.length === 1) return [entryNode(first, currentPath)];
    const children = group.entries.map((entry) => entryNode(entry, currentPath));
    return [
      {
        id: `group-${group.id}`,
        label: group.label,
        icon: first.icon,
        isActive: children.some((child) => child.isActive),
        children,
      },
    ];
  });
}

/** Ids of the parents holding the current entry: they start expanded. */
export function activeParentIds(nodes: readonly NavNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children && node.isActive ? [node.id, ...activeParentIds(node.children)] : [],
  );
}
