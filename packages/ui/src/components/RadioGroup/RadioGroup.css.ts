import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { field } from '../Field/field.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});

/**
 * Lays react-aria's radio input over the whole label. The Radio renders
 * `<label><span style="visually hidden"><input/></span>…</label>`: a 1px clipped input, so a
 * pointer on the drawn circle lands on the label, and a click aimed at the radio itself (a
 * user, Playwright's `getByRole('radio').click()`) is intercepted by it. Stretched over the
 * row and transparent, the input takes the click wherever it lands, and it stays a real,
 * focusable, named radio. The `!important`s beat the wrapper's inline visually-hidden styles.
 */
export const inputOverlay = style({ position: 'relative' });

globalStyle(`${inputOverlay} > span:first-child`, {
  position: 'absolute !important' as 'absolute',
  inset: '0 !important',
  width: '100% !important',
  height: '100% !important',
  margin: '0 !important',
  clip: 'auto !important',
  clipPath: 'none !important',
  overflow: 'visible !important',
});

globalStyle(`${inputOverlay} > span:first-child > input`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const radio = style([
  inputOverlay,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        flexShrink: 0,
        width: '20px',
        height: '20px',
        borderRadius: vars.radius.full,
        border: `2px solid ${vars.color.borderStrong}`,
        backgroundColor: vars.color.surface,
        transition: 'border-color 120ms, box-shadow 120ms',
      },
      '&[data-hovered]::before': { borderColor: vars.color.text },
      '&[data-selected]::before': {
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 4px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.primary}`,
      },
      '&[data-pressed]::before': { borderColor: vars.color.primaryPressed },
      '&[data-focus-visible]::before': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-invalid]::before': { borderColor: vars.color.danger },
      '&[data-invalid][data-selected]::before': {
        boxShadow: `inset 0 0 0 4px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.danger}`,
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
      '&[data-disabled]::before': {
        borderColor: vars.color.border,
        backgroundColor: vars.color.surfaceSunken,
      },
      '&[data-readonly]': { cursor: 'default' },
    },
  },
]);
