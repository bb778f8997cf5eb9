import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Blocks/Link',
  component: Link,
  args: { children: 'Lihat riwayat kunjungan', href: '#riwayat' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Pasien ini sudah pernah berkunjung. <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Lihat riwayat kunjungan' });
    await expect(link).toHaveAttribute('href', '#riwayat');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Lihat semua pasien' },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const PressWithoutHref: Story = {
  args: { href: undefined, onPress: fn(), children: 'Muat ulang' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Muat ulang' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};
