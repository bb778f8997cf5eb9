import { vars } from './contract.css';

/** Shared focus ring, spread into a `[data-focus-visible]` selector of a component. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
