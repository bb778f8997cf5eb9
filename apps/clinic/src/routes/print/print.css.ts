import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/** The print pages have no app shell: on screen the sheet sits on the page, on paper it is the page. */
export const sheet = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  '@media': { print: { padding: 0 } },
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
