import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: vars.space.xl,
    rowGap: vars.space.lg,
    alignItems: 'start',
  },
  variants: {
    columns: {
      1: {},
      // Two columns from tablet width up; one on phones.
      2: {
        '@media': {
          'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { columns: 1 },
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const actions = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
  },
  variants: {
    align: {
      end: { justifyContent: 'flex-end' },
      start: { justifyContent: 'flex-start' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { align: 'end' },
});
