import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { inputOverlay } from '../RadioGroup/RadioGroup.css';

export { field } from '../Field/field.css';

/** The swatch's own theme colours, set per swatch from that theme's palette. */
export const swatchColor = createVar();
export const swatchInk = createVar();

const SWATCH_SIZE = '40px';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${SWATCH_SIZE})`,
  gap: vars.space.sm,
  // Room above and below for the selected and focus rings, drawn outside the swatch.
  paddingBlock: vars.space.xs,
});

export const swatch = style([
  inputOverlay,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: SWATCH_SIZE,
    height: SWATCH_SIZE,
    borderRadius: vars.radius.full,
    backgroundColor: swatchColor,
    color: swatchInk,
    // The swatch's edge, so a light colour still reads on a light surface.
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    cursor: 'pointer',
    transition: 'box-shadow 120ms, transform 120ms',
    selectors: {
      '&[data-hovered]': { transform: 'scale(1.08)' },
      '&[data-pressed]': { transform: 'scale(0.96)' },
      // A gap in the surface colour, then a ring in the swatch's own colour.
      '&[data-selected]': {
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${swatchColor}`,
      },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '6px' },
      '&[data-invalid]:not([data-selected])': {
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 3px ${vars.color.danger}`,
      },
      '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed', transform: 'none' },
      '&[data-readonly]': { cursor: 'default', transform: 'none' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const check = style({
  width: '22px',
  height: '22px',
  strokeWidth: 3,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
