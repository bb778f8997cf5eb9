import { useId, type CSSProperties, type ReactNode } from 'react';
import { THEME_COLORS, type ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { Heading } from '../../components/Heading/Heading';
import { vars } from '../contract.css';
import { themeClass } from '../themes.css';
import { palettes } from '../tokens';

/** What a specimen knows about the panel it is drawn in. */
export interface GalleryPanel {
  theme: ThemeColor;
  /** "Teal (color_1)": unique per panel, for names that must not repeat on the page. */
  name: string;
}

export interface ThemeGalleryProps {
  /** Draws one panel's specimens. */
  children: (panel: GalleryPanel) => ReactNode;
  /** The narrowest a panel may get. @default '22rem' */
  panelWidth?: string;
}

export const panelName = (theme: ThemeColor) => `${palettes[theme].name} (${theme})`;

/**
 * The 17 clinic themes side by side: each panel carries its theme's class, which redefines
 * every variable of the contract for what is inside it (the same class `UiProvider` puts on
 * `<html>`). Overlays portalled to `<body>` (dialogs, popovers, toasts) follow the toolbar's
 * theme instead.
 */
export function ThemeGallery({ children, panelWidth = '22rem' }: ThemeGalleryProps) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${panelWidth}, 100%), 1fr))`,
        gap: vars.space.md,
        padding: vars.space.md,
        alignItems: 'start',
      }}
    >
      {THEME_COLORS.map((theme) => (
        <ThemePanel key={theme} theme={theme}>
          {children({ theme, name: panelName(theme) })}
        </ThemePanel>
      ))}
    </div>
  );
}

function ThemePanel({ theme, children }: { theme: ThemeColor; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={themeClass[theme]}
      data-theme={theme}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.lg,
        minWidth: 0,
        padding: vars.space.md,
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.border}`,
        borderTop: `6px solid ${vars.color.primary}`,
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
      }}
    >
      <Heading level={2} size="md" id={headingId}>
        {panelName(theme)}
      </Heading>
      {children}
    </section>
  );
}

const specimenStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
};

/** One component's specimen, under the component's name. */
export function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div style={specimenStyle} data-specimen={name}>
      <Heading level={3} size="sm">
        {name}
      </Heading>
      {children}
    </div>
  );
}

/** A row of small specimens that wraps. */
export function Row({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }}>
      {children}
    </div>
  );
}
