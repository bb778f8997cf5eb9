import { expect, within } from 'storybook/test';
import { THEME_COLORS, type ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { vars } from '../contract.css';
import { palettes, type Palette } from '../tokens';
import { panelName } from './ThemeGallery';

/** `#0f766e` as the browser reports a computed colour: `rgb(15, 118, 110)`. */
export const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/*
 * Role queries walk the accessibility tree of the whole page, and a gallery is 17 pages' worth
 * of components: these find panels and controls by their DOM shape and text instead, which
 * keeps the plays fast on a busy machine (axe still checks every panel's roles and names).
 */
export const panels = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('section[data-theme]'));

export const panel = (canvasElement: HTMLElement, theme: ThemeColor) =>
  canvasElement.querySelector<HTMLElement>(`section[data-theme="${theme}"]`)!;

/** The specimen of one component inside a panel. */
export const specimen = (inPanel: HTMLElement, name: string) =>
  inPanel.querySelector<HTMLElement>(`[data-specimen="${name}"]`)!;

/** A panel's first button reading `label`. */
export const button = (label: string) => (inPanel: HTMLElement) =>
  within(inPanel).getAllByText(label, { selector: 'button, button *' })[0]!.closest('button')!;

/** The custom property behind `vars.color.primary` (`var(--color-primary__x)` → its name). */
const PRIMARY_PROPERTY = vars.color.primary.replace(/^var\((--[^),]+).*$/, '$1');

type PaletteColour = Exclude<keyof Palette, 'name'>;

export interface PaintCheck {
  /** The element to look at in a panel. */
  element: (inPanel: HTMLElement) => HTMLElement;
  /** The palette colour of its background (null: not checked). @default 'primary' */
  background?: PaletteColour | null;
  /** The palette colour of its text (null: not checked). @default 'onPrimary' */
  text?: PaletteColour | null;
}

/**
 * 17 panels in the themes' order, each named by its theme, each resolving the contract's primary
 * colour to its own palette's; with `paint`, an element of each panel painted in its panel's
 * palette (by default primary with onPrimary text).
 */
export async function expectEveryTheme(canvasElement: HTMLElement, paint?: PaintCheck) {
  const all = panels(canvasElement);
  await expect(all.map((p) => p.dataset['theme'])).toEqual([...THEME_COLORS]);
  for (const inPanel of all) {
    const theme = inPanel.dataset['theme'] as ThemeColor;
    const palette = palettes[theme];
    await expect(inPanel).toHaveAccessibleName(panelName(theme));
    await expect(getComputedStyle(inPanel).getPropertyValue(PRIMARY_PROPERTY).trim()).toBe(
      palette.primary,
    );
    if (!paint) continue;
    const { element, background = 'primary', text = 'onPrimary' } = paint;
    const style = getComputedStyle(element(inPanel));
    if (background) await expect(style.backgroundColor).toBe(rgb(palette[background]));
    if (text) await expect(style.color).toBe(rgb(palette[text]));
  }
}
