import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth } from '../../test/story-viewports';
import { SatuSehatSendLog } from './SatuSehatSendLog';
import {
  EMPTY_LINK,
  FAILED_LINK,
  LONG_ERROR,
  LONG_ERROR_LINK,
  SAMPLE_TEXTS,
  SENT_LINK,
  sampleTime,
} from './send-log-sample';

const meta = {
  title: 'Blocks/SatuSehatSendLog',
  component: SatuSehatSendLog,
  args: { link: SENT_LINK, texts: SAMPLE_TEXTS, formatTime: sampleTime, onRetry: fn() },
} satisfies Meta<typeof SatuSehatSendLog>;

export default meta;

const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
type Story = StoryObj<typeof meta>;

/** A visit sent whole: both ids, every row SENT, no retry anywhere. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('P02478375538')).toBeVisible();
    await expect(canvas.getByText('2823ed1d-3e3e-434e-9a5b-9c579d192d17')).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Log pengiriman SATUSEHAT' });
    for (const what of ['Cari pasien (NIK)', 'Kunjungan dimulai', 'Diagnosis 1', 'Diagnosis 2']) {
      const row = within(table).getByRole('row', { name: new RegExp(escaped(what)) });
      await expect(within(row).getByText('Terkirim')).toBeVisible();
    }
    await expect(within(table).getByText('27-11-2026 08.05')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Kirim ulang/ })).toBeNull();
  },
};

/** A failed lookup: its retry button pends while the retry runs; the waiting row has none. */
export const FailedWithRetry: Story = {
  args: { link: FAILED_LINK },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Belum ada')).toHaveLength(2);
    const failed = canvas.getByRole('row', { name: /Cari pasien \(NIK\)/ });
    await expect(within(failed).getByText('Gagal')).toBeVisible();
    await expect(within(failed).getByText('Pasien belum memiliki NIK (KTP)')).toBeVisible();
    const waiting = canvas.getByRole('row', { name: /Kunjungan dimulai/ });
    await expect(within(waiting).getByText('Menunggu')).toBeVisible();
    await expect(within(waiting).queryByRole('button')).toBeNull();

    let finish: () => void = () => undefined;
    const onRetry = args.onRetry as ReturnType<typeof fn>;
    onRetry.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const retry = within(failed).getByRole('button', { name: 'Kirim ulang Cari pasien (NIK)' });
    await userEvent.click(retry);
    await expect(onRetry).toHaveBeenCalledWith(FAILED_LINK.sends[0]);
    await waitFor(() => expect(retry).toHaveAttribute('data-pending', 'true'));
    finish();
    await waitFor(() => expect(retry).not.toHaveAttribute('data-pending'));
  },
};

/** Nothing sent yet for this visit. */
export const Empty: Story = {
  args: { link: EMPTY_LINK },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada pengiriman')).toBeVisible();
    await expect(canvas.getAllByText('Belum ada')).toHaveLength(2);
  },
};

/** The clinic has no SATUSEHAT link: the log says so, with the way to link it. */
export const NotLinked: Story = {
  args: {
    link: EMPTY_LINK,
    clinicLinked: false,
    notLinkedAction: <a href="/dashboard/credential">Buka Kredensial</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Klinik belum terhubung ke SATUSEHAT')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buka Kredensial' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The platform's long error text wraps inside the card at phone width; retry stays in reach. */
export const LongErrorAtPhoneWidth: Story = {
  ...atPhoneWidth,
  args: { link: LONG_ERROR_LINK },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(375);
    const error = canvas.getByText(LONG_ERROR);
    await expect(error).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Log pengiriman SATUSEHAT' });
    const scroller = grid.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(error.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const retry = canvas.getByRole('button', { name: 'Kirim ulang Kunjungan dimulai' });
    await expect(retry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
