import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/** The print pages have no app shell: on screen the sheet sits on the page, on paper it is the page. */
export const sheet = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  // A flex item starts no page of its own: in print the sheet is a plain block, so Chromium
  // takes the invoice's or the receipt's named page (`page` applies at block-level breaks).
  '@media': { print: { display: 'block', padding: 0 } },
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.xl,
});

export const statusTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
