import { isOwner, type Role } from './roles';

/** Names of the pictures the side menu shows; the ui package draws them. */
export type MenuIcon =
  'home' | 'visit' | 'patient' | 'payment' | 'staff' | 'masterData' | 'business' | 'integration';

export interface MenuEntry {
  id: string;
  labelKey: string;
  url: string;
  icon: MenuIcon;
  /** Paths on which this entry shows as the current one. */
  activePaths: readonly string[];
  children?: readonly MenuEntry[];
}

export interface MenuGroup {
  id: string;
  labelKey: string;
  entries: readonly MenuEntry[];
}

const d = (path: string) => `/dashboard${path}`;

function crudPaths(base: string, name: string): string[] {
  return [
    d(base),
    d(`${base}/add-${name}`),
    d(`${base}/detail-${name}`),
    d(`${base}/edit-${name}`),
  ];
}

function leaf(id: string, url: string, icon: MenuIcon, activePaths: string[] = [url]): MenuEntry {
  return { id, labelKey: `menu.${id}`, url, icon, activePaths };
}

const EVERYONE: readonly MenuGroup[] = [
  { id: 'home', labelKey: 'menu.group.home', entries: [leaf('home', '/dashboard', 'home')] },
  {
    id: 'visit',
    labelKey: 'menu.group.visit',
    entries: [
      leaf('activeVisit', d('/active-visit'), 'visit', [
        d('/active-visit'),
        d('/active-visit/assesment'),
      ]),
      leaf('historyVisit', d('/history-visit'), 'visit'),
      leaf('reportVisit', d('/report-visit'), 'visit'),
      leaf('reservation', d('/reservation'), 'visit'),
    ],
  },
  {
    id: 'patient',
    labelKey: 'menu.group.patient',
    entries: [
      leaf('patient', d('/patient'), 'patient', [
        ...crudPaths('/patient', 'patient'),
        d('/history'),
      ]),
      leaf('patientPackage', d('/patient-package'), 'patient', [
        d('/patient-package'),
        d('/patient-package/detail-patient-package'),
      ]),
    ],
  },
  {
    id: 'payment',
    labelKey: 'menu.group.payment',
    // Tutup Kasir is reached from the payment history's header, and keeps this entry current.
    entries: [leaf('payment', d('/payment'), 'payment', [d('/payment'), d('/cash-closing')])],
  },
  {
    id: 'staff',
    labelKey: 'menu.group.staff',
    entries: [
      leaf('userClinic', d('/user-clinic'), 'staff', [
        ...crudPaths('/user-clinic', 'user-clinic'),
        d('/user-clinic/schedule-doctor-clinic'),
      ]),
    ],
  },
];

const OWNER_ONLY: readonly MenuGroup[] = [
  {
    id: 'masterData',
    labelKey: 'menu.group.masterData',
    entries: [
      leaf('item', d('/item'), 'masterData', crudPaths('/item', 'item')),
      leaf(
        'categoryItem',
        d('/category-item'),
        'masterData',
        crudPaths('/category-item', 'category-item'),
      ),
      leaf('package', d('/package'), 'masterData', crudPaths('/package', 'package')),
    ],
  },
  {
    id: 'business',
    labelKey: 'menu.group.business',
    entries: [leaf('businessProfile', d('/business-profile'), 'business')],
  },
  {
    id: 'integration',
    labelKey: 'menu.group.integration',
    entries: [
      leaf('credential', d('/credential'), 'integration'),
      leaf(
        'organization',
        d('/organization'),
        'integration',
        crudPaths('/organization', 'organization'),
      ),
      leaf('location', d('/location'), 'integration', crudPaths('/location', 'location')),
    ],
  },
];

/**
 * The side menu for a role (spec 1 §2.6, spec 2 §2.1). `isAvailable` lets the app leave out
 * entries whose pages it does not have yet; a group left empty is dropped.
 */
export function menuFor(
  role: Role | null,
  isAvailable: (url: string) => boolean = () => true,
): MenuGroup[] {
  const groups = isOwner(role) ? [...EVERYONE, ...OWNER_ONLY] : EVERYONE;
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => isAvailable(entry.url)),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Every label key the menu can produce, so resources can be checked for completeness. */
export function allMenuLabelKeys(): string[] {
  return [...EVERYONE, ...OWNER_ONLY].flatMap((group) => [
    group.labelKey,
    ...group.entries.map((entry) => entry.labelKey),
  ]);
}

/** Whether a menu entry is the current one for a path. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === entry.url || entry.activePaths.includes(path);
}
