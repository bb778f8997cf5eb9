import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';
import { publicPage } from '../public/public-page.css';

export { eyebrow, lead } from '../public/public-page.css';

/* The public booking pages: phone first (375 px), a single column that widens on larger screens. */

export const page = style([publicPage, { display: 'flex', flexDirection: 'column' }]);

export const top = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topInner = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const topLinks = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const main = style({
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  flex: 1,
});

export const narrow = style({ maxWidth: 640 });

export const hero = style({
  background: vars.color.primarySubtle,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const heroTitle = style({
  fontSize: 'clamp(1.75rem, 6vw, 2.75rem)',
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const logo = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pill = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});

export const choiceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const calendarLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The `.ics` link: a plain download anchor (a router link would try to open it as a page). */
export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

/* The confirmation mail's design (also /template-email): a centred 560 px card, as mail clients
   lay it out. */
export const mail = style({
  width: '100%',
  maxWidth: 560,
  margin: '0 auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const mailHead = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const mailTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const mailBody = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const mailFoot = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A term and its value: a grid row of `details` (the div only groups them for the list). */
export const detailRow = style({ display: 'contents' });

/** The week header's arrows either side of its dates, on one line even at 320 px. */
export const weekNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'center',
});

/** The mail's paragraphs: spaced by the body's gap, as mail clients without margins show them. */
export const mailText = style({ margin: 0 });

export const serviceChoices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
