import type { ReactNode } from 'react';

/** One tab and its panel: `label` is already translated. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export const TABS_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof TABS_ORIENTATIONS)[number];

export const TABS_KEYBOARD_ACTIVATIONS = ['automatic', 'manual'] as const;
export type TabsKeyboardActivation = (typeof TABS_KEYBOARD_ACTIVATIONS)[number];
