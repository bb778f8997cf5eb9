import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Tabs } from './Tabs';

const patientTabs = [
  {
    id: 'existing',
    label: 'Pasien Lama',
    content: <TextField label="Cari pasien" placeholder="Nama atau nomor rekam medis" />,
  },
  {
    id: 'new',
    label: 'Pasien Baru',
    content: <TextField label="Nama lengkap" />,
  },
];

const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  args: { items: patientTabs, 'aria-label': 'Jenis pasien', onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The add-reservation dialog's two tabs, sharing the row. */
export const PatientTabs: Story = {
  args: { isJustified: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Jenis pasien' })).toBeVisible();
    const existing = canvas.getByRole('tab', { name: 'Pasien Lama' });
    const fresh = canvas.getByRole('tab', { name: 'Pasien Baru' });
    await expect(existing).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Pasien Lama');
    // Justified: both tabs take half the row.
    await expect(
      Math.abs(existing.getBoundingClientRect().width - fresh.getBoundingClientRect().width),
    ).toBeLessThan(1);
    await userEvent.click(fresh);
    await expect(fresh).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('new');
    await expect(canvas.getByRole('textbox', { name: 'Nama lengkap' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Cari pasien' })).toBeNull();
  },
};

/** Keyboard: Tab reaches the selected tab, arrows select the next one, Tab enters the panel. */
export const Keyboard: Story = {
  args: {
    items: [
      ...patientTabs,
      { id: 'family', label: 'Keluarga Pasien', content: <p>Data keluarga.</p> },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const existing = canvas.getByRole('tab', { name: 'Pasien Lama' });
    await expect(existing).toHaveFocus();
    await expect(existing).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(existing).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pasien Baru' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('new');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Keluarga Pasien' })).toHaveFocus();
    await expect(canvas.getByText('Data keluarga.')).toBeVisible();
    // Wraps around from the last tab to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(existing).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Cari pasien' })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus, Enter selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const fresh = canvas.getByRole('tab', { name: 'Pasien Baru' });
    await expect(fresh).toHaveFocus();
    await expect(fresh).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(fresh).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: {
    items: [
      patientTabs[0]!,
      { ...patientTabs[1]!, isDisabled: true },
      { id: 'family', label: 'Keluarga Pasien', content: <p>Data keluarga.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fresh = canvas.getByRole('tab', { name: 'Pasien Baru' });
    await expect(fresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fresh);
    await expect(fresh).toHaveAttribute('aria-selected', 'false');
    // Arrow keys skip the disabled tab.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Keluarga Pasien' })).toHaveFocus();
  },
};

/** Read-only: every tab disabled, the chosen panel still shown. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Pasien Lama' }));
    await expect(canvas.getByRole('textbox', { name: 'Nama lengkap' })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [key, setKey] = useState('new');
    return (
      <>
        <Tabs {...args} selectedKey={key} onSelectionChange={setKey} />
        <p>Tab: {key}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tab: new')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pasien Lama' }));
    await expect(canvas.getByText('Tab: existing')).toBeVisible();
  },
};

/** shouldForceMount keeps what was typed in a hidden panel. */
export const KeepsPanelState: Story = {
  args: { shouldForceMount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cari pasien' }), 'Siti');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pasien Baru' }));
    await expect(canvas.getByRole('textbox', { name: 'Nama lengkap' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Cari pasien' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pasien Lama' }));
    await expect(canvas.getByRole('textbox', { name: 'Cari pasien' })).toHaveValue('Siti');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Pasien Baru' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Many long labels: the tab row scrolls sideways instead of widening the page. */
export const LongContent: Story = {
  args: {
    items: Array.from({ length: 6 }, (_, i) => ({
      id: `t${i + 1}`,
      label: `Riwayat pemeriksaan penunjang ${i + 1}`,
      content: <p>Isi tab {i + 1}.</p>,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('Isi tab 6.')).toBeVisible();
  },
};
