import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllergyTags } from './AllergyTags';

const meta = {
  title: 'Blocks/AllergyTags',
  component: AllergyTags,
  args: { allergies: ['Penisilin', 'Udang', 'Debu', 'Kacang'] },
} satisfies Meta<typeof AllergyTags>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: HTMLElement) => getComputedStyle(el).backgroundColor;

export const Several: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Alergi' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Penisilin',
      'Udang',
      'Debu',
      'Kacang',
    ]);
    // Three colours in turn: the fourth badge takes the first one's colour again.
    const [first, second, third, fourth] = items.map(background);
    await expect(new Set([first, second, third]).size).toBe(3);
    await expect(fourth).toBe(first);
  },
};

export const One: Story = {
  args: { allergies: ['Amoksisilin'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Amoksisilin');
  },
};

/** No allergies: a dash, read out as "Tidak ada alergi". */
export const None: Story = {
  args: { allergies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('-')).toBeVisible();
    await expect(canvas.getByText('Tidak ada alergi')).toBeInTheDocument();
  },
};

/**
 * No allergies far along a cell of a table that scrolls sideways: the hidden words stay inside
 * the scroller instead of widening the page (a phone showed the page twice its width).
 */
export const NoneInAScroller: Story = {
  args: { allergies: [] },
  render: (args) => (
    // A scroller must be reachable from the keyboard (axe scrollable-region-focusable).
    <div
      style={{ width: 200, overflowX: 'auto' }}
      data-testid="scroller"
      role="region"
      aria-label="Tabel"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <div style={{ width: 2000, display: 'flex', justifyContent: 'flex-end' }}>
        <AllergyTags {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Tidak ada alergi');
    const scroller = canvas.getByTestId('scroller');
    await expect(scroller.contains(hidden.offsetParent)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Blank names (an empty tag from the form) count as none. */
export const OnlyBlankNames: Story = {
  args: { allergies: ['', '  '] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('-')).toBeVisible();
  },
};

/** Long names wrap inside their badge and the badges wrap to new lines in a narrow cell. */
export const LongContent: Story = {
  args: {
    allergies: [
      'Antibiotik golongan sefalosporin generasi ketiga (seftriakson)',
      'Lateks',
      'Obat antiinflamasi nonsteroid',
      'Makanan laut',
      'Telur',
    ],
  },
  render: (args) => (
    <div style={{ width: 180, border: '1px dashed currentColor' }}>
      <AllergyTags {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(180);
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 0.5,
      );
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { allergies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No allergies')).toBeInTheDocument();
  },
};
