import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const amount = recipe({
  base: {
    // Digits line up in a column of amounts.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&[data-negative]': { color: vars.color.danger } },
  },
  variants: {
    weight: {
      regular: { fontWeight: 'inherit' },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { weight: 'regular' },
});
