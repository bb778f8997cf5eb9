import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'lg' },
});
