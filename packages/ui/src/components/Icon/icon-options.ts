/** Every icon the ui package draws; menu entries name their icon with one of these ids. */
export const ICON_NAMES = [
  'home',
  'dashboard',
  'visit',
  'patient',
  'payment',
  'staff',
  'masterData',
  'business',
  'integration',
  'calendar',
  'report',
  'history',
  'package',
  'menu',
  'chevronDown',
  'chevronRight',
  'chevronLeft',
  'arrowLeft',
  'globe',
  'user',
  'key',
  'logout',
  'bell',
  'note',
  'chat',
  'panel',
  'close',
  'check',
  'info',
  'success',
  'warning',
  'danger',
  'camera',
  'inbox',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}
