import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { BUTTON_VARIANTS } from './button-options';

const meta = {
  title: 'Form/Button',
  component: Button,
  args: { children: 'Simpan', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // By keyboard: Tab to it, Enter and Space press it, and the focus ring shows.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={`${variant}-sm`} {...args} variant={variant} size="sm">
          {variant} sm
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(8);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Simpan/ });
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    // The label keeps its room, so the button does not shrink while pending.
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(50);
    await expect(canvasElement.querySelector('[data-pending]')).not.toBeNull();
  },
};

/** Saving replaces the form by its result, as signing in replaces the login page. */
function SaveThenDone() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Tersimpan</p>;
  return (
    <Button
      isPending={state === 'pending'}
      onPress={() => {
        setState('pending');
        setTimeout(() => setState('done'), 300);
      }}
    >
      Simpan
    </Button>
  );
}

/** Ids that announcements still name, though nothing in the page has them any more. */
function danglingAnnouncements(): string[] {
  const named = [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].flatMap(
    (node) => (node.getAttribute('aria-labelledby') ?? '').split(/\s+/),
  );
  return named.filter((id) => id !== '' && document.getElementById(id) === null);
}

export const PendingThenGone: Story = {
  render: () => <SaveThenDone />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await userEvent.click(button);
    // The pending state is announced, labelled by the button itself.
    await waitFor(() =>
      expect(
        document.querySelector(`[data-live-announcer] [aria-labelledby~="${button.id}"]`),
      ).not.toBeNull(),
    );
    await expect(await canvas.findByText('Tersimpan')).toBeVisible();
    // Once the button is gone, no announcement names it (axe: role-img-alt, serious).
    await new Promise((done) => setTimeout(done, 400));
    await expect(danglingAnnouncements()).toEqual([]);
  },
};

export const AsLink: Story = {
  args: { href: '#/patients', children: 'Lihat pasien', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lihat pasien' });
    await expect(link).toHaveAttribute('href', '#/patients');
  },
};

export const LongLabel: Story = {
  args: { children: 'Simpan perubahan data pasien dan lanjutkan ke pembayaran' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Simpan perubahan data pasien dan lanjutkan ke pembayaran',
      }),
    ).toBeVisible();
  },
};
