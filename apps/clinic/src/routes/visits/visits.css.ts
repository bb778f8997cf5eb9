import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* Page layout of the visit screens only; widgets come from @praktik/ui. */

export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const fieldGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const groupLabel = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const summary = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  minHeight: '2.5rem',
});

export const summaryEmpty = style({
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': {
    'screen and (max-width: 480px)': {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
    },
  },
});

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pill = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.sm,
});
