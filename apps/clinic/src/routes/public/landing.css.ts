import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';
import { publicPage } from './public-page.css';

export { eyebrow, lead } from './public-page.css';

export const page = publicPage;

export const nav = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navInner = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const navLinks = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const section = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  scrollMarginTop: 72,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.2fr 1fr' } },
});

export const heroBand = style({ background: vars.color.primarySubtle });

export const heroTitle = style({
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heroCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heroStat = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const heroStatIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const feature = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const join = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const joinInner = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const joinText = style({ margin: 0, maxWidth: 640, fontSize: vars.fontSize.lg });

export const footer = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The in-page link gives way to Masuk / Daftar on narrow phones. */
export const navOptional = style({
  '@media': { 'screen and (max-width: 479px)': { display: 'none' } },
});
