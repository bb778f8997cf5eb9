import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';
import { TEXT_VARIANTS } from './text-options';

const meta = {
  title: 'Blocks/Text',
  component: Text,
  args: { children: 'Pasien datang dengan keluhan sakit kepala sejak dua hari.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByText(/keluhan sakit kepala/);
    await expect(p.tagName).toBe('P');
  },
};

export const Muted: Story = { args: { variant: 'muted' } };

export const CaptionAsSpan: Story = {
  args: { variant: 'caption', as: 'span', children: 'Terakhir diubah 12/03/2025' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Terakhir diubah 12/03/2025').tagName).toBe(
      'SPAN',
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <div>
      {TEXT_VARIANTS.map((variant) => (
        <Text key={variant} variant={variant}>
          {variant}: Kunjungan pasien Siti Rahmawati pukul 09.30 WIB
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^strong:/)).toBeVisible();
  },
};
