import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A list row's action button that asks first, as the spec's delete and cancel actions do. */
function AskFirst({ trigger, ...props }: ConfirmDialogProps & { trigger: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: AskFirst,
  args: { kind: 'delete', trigger: 'Hapus', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof AskFirst>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, trigger: string, title: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  // The dialog fades in: wait until its text can be seen.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

/** Spec: deleting a category, item, package or patient asks first; confirming deletes. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Hapus', 'Hapus data?');
    await expect(
      within(dialog).getByText('Data yang telah dihapus tidak dapat dikembalikan'),
    ).toBeVisible();
    // Focus starts on Batal, so a stray Enter deletes nothing.
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await closed();
  },
};

/** Escape closes the delete confirmation and deletes nothing. */
export const DeleteEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement, 'Hapus', 'Hapus data?');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Hapus' })).toHaveFocus(),
    );
  },
};

/** The same confirmation in English; Cancel closes it without deleting. */
export const DeleteEnglish: Story = {
  globals: { locale: 'en' },
  args: { trigger: 'Delete' },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Delete', 'Delete data?');
    await expect(
      within(dialog).getByText('Data that has been deleted cannot be restored'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The caller may name what is deleted; the kind's warning and buttons stay. */
export const DeleteNamed: Story = {
  args: { trigger: 'Hapus pasien', title: 'Hapus data pasien Budi Santoso?' },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Hapus pasien', 'Hapus data pasien Budi Santoso?');
    await expect(
      within(dialog).getByText('Data yang telah dihapus tidak dapat dikembalikan'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await closed();
  },
};

/** Spec 2: cancelling a reservation asks "are you sure" and warns the data will be cancelled. */
export const Cancel: Story = {
  args: { kind: 'cancel', trigger: 'Batalkan reservasi' },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Batalkan reservasi', 'Apakah Anda yakin?');
    await expect(
      within(dialog).getByText('Data yang dibatalkan tidak dapat dikembalikan'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Tidak' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await closed();
  },
};

/** "Tidak" keeps the reservation. */
export const CancelDeclined: Story = {
  args: { kind: 'cancel', trigger: 'Batalkan reservasi' },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Batalkan reservasi', 'Apakah Anda yakin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The cancellation in English; Escape closes it and cancels nothing. */
export const CancelEnglish: Story = {
  globals: { locale: 'en' },
  args: { kind: 'cancel', trigger: 'Cancel reservation' },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Cancel reservation', 'Are you sure?');
    await expect(
      within(dialog).getByText('Data that has been cancelled cannot be restored'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
