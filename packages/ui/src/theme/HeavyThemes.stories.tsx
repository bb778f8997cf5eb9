import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectEveryTheme, panel, specimen } from './gallery/gallery-checks';
import { BodySpecimens, TimetableSpecimens } from './gallery/HeavySpecimens';
import { ThemeGallery } from './gallery/ThemeGallery';

/** The body diagram and the timetable in every theme, apart from the main gallery. */
const meta = {
  title: 'Theme/Gallery (heavy)',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side switch's chosen side ("Depan"), on the panel's primary colour. */
const chosenSide = (inPanel: HTMLElement) =>
  specimen(inPanel, 'BodyAnnotationCanvas').querySelector<HTMLElement>('[data-selected]')!;

/** The body diagram in every theme (Indonesian). */
export const BodyDiagrams: Story = {
  render: () => <ThemeGallery panelWidth="44rem">{(p) => <BodySpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, { element: chosenSide });
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'BodyAnnotationCanvas'));
    await expect(teal.getByText('Memar 3 cm')).toBeVisible();
  },
};

/** The same in English. */
export const BodyDiagramsEnglish: Story = {
  ...BodyDiagrams,
  globals: { locale: 'en' },
};

/** The reservations timetable in every theme (Indonesian). */
export const Timetables: Story = {
  render: () => (
    <ThemeGallery panelWidth="44rem">{(p) => <TimetableSpecimens {...p} />}</ThemeGallery>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement);
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'TimetableGrid'));
    await expect(teal.getByText('dr. Andi Pratama')).toBeVisible();
  },
};

/** The same in English. */
export const TimetablesEnglish: Story = {
  ...Timetables,
  globals: { locale: 'en' },
};
