import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflow: 'hidden',
  // No items, no empty bordered box (a page shows an EmptyState instead).
  selectors: { '&:empty': { display: 'none' } },
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '48px',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    // Drawn inside: the group clips its corners.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '[data-expanded] > * > &': { backgroundColor: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const headerText = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const title = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const detail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chevron = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms',
  selectors: {
    '[data-expanded] > * > * > &': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// react-aria hides a closed panel with hidden="until-found" (its content can still be found
// with the browser's find in page): no display rule here, or find could not open it.
export const panel = style({});

export const panelContent = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
