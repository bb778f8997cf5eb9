import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const link = recipe({
  base: {
    color: vars.color.primary,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
      '&[data-pressed]': { color: vars.color.primaryPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.color.textMuted,
        cursor: 'default',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined so it is not told apart by colour alone. */
      inline: {},
      /** On its own (a "see all" link): underline on hover only. */
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.fontWeight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
