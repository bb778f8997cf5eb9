import { style, styleVariants } from '@vanilla-extract/css';
import type { AllergyTag } from '@praktik/domain/patients/allergy-tags';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tagBase = style({
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Words stay whole, so a table column is at least as wide as the longest word (the table
  // scrolls sideways on a phone); only a word wider than the whole cell breaks. `anywhere`
  // let a squeezed column break every name letter by letter.
  overflowWrap: 'break-word',
});

const TAG_COLORS = {
  1: { background: vars.color.tag1, text: vars.color.onTag1 },
  2: { background: vars.color.tag2, text: vars.color.onTag2 },
  3: { background: vars.color.tag3, text: vars.color.onTag3 },
} satisfies Record<AllergyTag, { background: string; text: string }>;

/** The badge colour per domain tag number (1..3). */
export const tag = styleVariants(TAG_COLORS, ({ background, text }) => [
  tagBase,
  { backgroundColor: background, color: text },
]);

/**
 * The "-" with its hidden words. Positioned, so the hidden words (absolute) stay inside it: in a
 * table that scrolls sideways they would otherwise hang out of the scroller and widen the page.
 */
export const none = style({ position: 'relative' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
