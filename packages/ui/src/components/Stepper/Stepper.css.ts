import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flex: '1 1 0',
  minWidth: 0,
  gap: vars.space.xs,
  textAlign: 'center',
  // The connector line to the previous step.
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: 15,
      right: 'calc(50% + 22px)',
      left: 'calc(-50% + 22px)',
      height: 2,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      {
        background: vars.color.primary,
      },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: `0 0 0 4px ${vars.color.primarySubtle}`,
    },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  padding: `0 ${vars.space.xxs}`,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
    [`${step}[data-state="complete"] &`]: { color: vars.color.text },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
