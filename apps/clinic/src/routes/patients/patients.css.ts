import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@praktik/ui/theme';

/* The allergy editor of the patient form: a field with an Add button over removable tags. */

export const allergyInputRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const allergyInputField = style({ flex: '1 1 auto', minWidth: 0 });

/** Lines the Add button up with the input (under the field's label). */
export const allergyAddButton = style({ marginTop: '1.75rem', flex: '0 0 auto' });

export const allergyBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
});

export const allergyLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const allergyList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tagBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

/** The same three colours as the list's AllergyTags (domain `allergyTagOf`). */
export const allergyTag = styleVariants(
  {
    1: { background: vars.color.tag1, text: vars.color.onTag1 },
    2: { background: vars.color.tag2, text: vars.color.onTag2 },
    3: { background: vars.color.tag3, text: vars.color.onTag3 },
  },
  ({ background, text }) => [tagBase, { backgroundColor: background, color: text }],
);

export const allergyRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(0, 0, 0, 0.12)' },
    '&[data-focus-visible]': focusRing,
  },
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({
  margin: 0,
  gridColumn: '1 / -1',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A row's buttons on one line (the table scrolls sideways rather than stacking them). */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
