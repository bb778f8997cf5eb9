import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const picture = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    size: {
      md: { width: 72, height: 72 },
      lg: { width: 112, height: 112 },
    },
    invalid: { true: { borderColor: vars.color.danger, borderWidth: 2 } },
  },
  defaultVariants: { size: 'lg' },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 12rem',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  width: '100%',
  maxWidth: 240,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const track = style({
  gridColumn: '1 / -1',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 120ms linear',
});
