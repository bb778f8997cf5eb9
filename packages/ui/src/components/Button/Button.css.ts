import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRing,
      // aria-disabled without pending: disabled but still focusable (`isFocusableWhenDisabled`).
      '&[data-disabled], &[aria-disabled="true"]:not([data-pending])': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryHover,
          },
          '&[data-pressed]:not([data-disabled]):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryPressed,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceSunken,
          },
          '&[data-pressed]:not([data-disabled]):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySubtle,
            color: vars.color.onPrimarySubtle,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySubtle,
            color: vars.color.onPrimarySubtle,
          },
          '&[data-pressed]:not([data-disabled]):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySubtle,
            color: vars.color.onPrimarySubtle,
            borderColor: vars.color.primary,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            filter: 'brightness(0.9)',
          },
          '&[data-pressed]:not([data-disabled]):not([aria-disabled="true"])': {
            filter: 'brightness(0.8)',
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: '32px',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: '40px',
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** The label stays in place (and in the accessible name) while pending so the width holds. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerBox = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinner = style({
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
