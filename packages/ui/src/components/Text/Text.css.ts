import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      body: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular },
      strong: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold },
      small: { fontSize: vars.fontSize.sm },
      muted: { fontSize: vars.fontSize.md, color: vars.color.textMuted },
      caption: { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
    },
  },
  defaultVariants: { variant: 'body' },
});
