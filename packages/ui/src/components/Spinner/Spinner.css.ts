import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const circle = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: 16, height: 16, borderWidth: 2 },
      md: { width: 24, height: 24, borderWidth: 3 },
      lg: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'md' },
});
