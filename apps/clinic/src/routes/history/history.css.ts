import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';
import { pageBody } from '../../app/layout.css';

/* Layout of the patient history's visits; widgets come from @praktik/ui. */

export const pills = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  alignItems: 'center',
});

export const pill = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const morePill = style([
  pill,
  { background: vars.color.surfaceSunken, color: vars.color.text },
]);

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
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
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': {
    'screen and (max-width: 768px)': { marginBottom: vars.space.sm },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const fileLink = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '9rem',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const thumb = style({
  width: '9rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });

export const panelFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.md,
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** List pages use the width a wide table needs (forms keep the narrower page body). */
export const listPage = style([pageBody, { maxWidth: 1280 }]);

/** A visit's SATUSEHAT ids and send log (the owner's), under its details. */
export const satusehat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const satusehatTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
