import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  args: { label: 'Kata sandi', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// A password input has no ARIA role: find it by its label.
export const Default: Story = {
  args: { description: 'Minimal 8 karakter' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Kata sandi');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('rahasia123');
    await expect(args.onChange).toHaveBeenLastCalledWith('rahasia123');
    // Tab to the toggle and press it with the keyboard: the password shows.
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('rahasia123');
    const hide = canvas.getByRole('button', { name: 'Sembunyikan kata sandi' });
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'rahasia123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toHaveValue('rahasia123');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, defaultValue: 'abc', errorMessage: 'Kata sandi minimal 8 karakter' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Kata sandi/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Kata sandi minimal 8 karakter');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'rahasia123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeDisabled();
  },
};

export const NewPassword: Story = {
  args: { label: 'Kata sandi baru', autoComplete: 'new-password', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Kata sandi baru/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};
