import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const narrow = '(max-width: 720px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
  // Seven columns while the preview is wide enough, one day under another when it is not.
  containerType: 'inline-size',
});

/** The heading and its controls on one line while they fit. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const dayHeading = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const date = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const count = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const partName = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slot = style({
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
