import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DefaultAvatar, Icon } from './Icon';
import { FlagGb, FlagId } from './flags';
import { ICON_NAMES } from './icon-options';

const meta = {
  title: 'Blocks/Icon',
  component: Icon,
  args: { name: 'home' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'bell', label: 'Pemberitahuan', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Pemberitahuan' })).toBeVisible();
  },
};

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 120px)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
        >
          <Icon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
      <li style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
        <DefaultAvatar size={40} />
        <span>DefaultAvatar</span>
      </li>
      <li style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
        <span style={{ display: 'flex', gap: 8 }}>
          <FlagId size={24} />
          <FlagGb size={24} />
        </span>
        <span>FlagId, FlagGb</span>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('integration')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg').length).toBeGreaterThanOrEqual(
      ICON_NAMES.length,
    );
  },
};
