import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 3fr) minmax(6rem, 1fr) minmax(7rem, 1.2fr)',
  alignItems: 'end',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    '(max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
});

export const lineName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) minmax(14rem, 2fr)',
  gap: vars.space.md,
  '@media': {
    '(max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const totalsLabel = style({ color: vars.color.textMuted });

export const totalsValue = style({ margin: 0, textAlign: 'end' });

export const net = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});
