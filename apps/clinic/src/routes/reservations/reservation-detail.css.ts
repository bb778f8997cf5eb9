import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* Layout of the reservation detail dialog; widgets come from @praktik/ui. */

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const details = style({
  display: 'grid',
  // One label width for every section, so the booker's and the patient's values line up.
  gridTemplateColumns: '11rem 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': {
    'screen and (max-width: 768px)': { gridTemplateColumns: '1fr', rowGap: vars.space.xxs },
  },
});

export const term = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
