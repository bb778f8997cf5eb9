import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { withFakeClock } from '../../test/fake-clock';
import { ToastRegion } from './Toast';
import { TOAST_TIMEOUT_MS } from './toast-options';
import { toast } from './toast-queue';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.success('Data berhasil ditambahkan')}>Simpan</Button>
      <Button variant="danger" onPress={() => toast.error('Ada yang salah!')}>
        Gagal
      </Button>
      <Button variant="secondary" onPress={() => toast.info('Kunjungan dimulai pukul 09.30')}>
        Info
      </Button>
      <Button
        variant="ghost"
        onPress={() => {
          for (let i = 1; i <= 7; i += 1) toast.info(`Pemberitahuan ${i}`);
        }}
      >
        Tujuh sekaligus
      </Button>
      <ToastRegion />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  render: () => <Demo />,
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Simpan');
    const item = await screen.findByRole('alertdialog', { name: /Data berhasil ditambahkan/ });
    await expect(item).toHaveAttribute('data-tone', 'success');
    // Announced: the text sits in a role="alert" inside the toast.
    await expect(within(item).getByRole('alert')).toHaveTextContent(
      'Berhasil: Data berhasil ditambahkan',
    );
    await expect(screen.getByRole('region', { name: 'Notifikasi' })).toContainElement(item);
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Gagal');
    const item = await screen.findByRole('alertdialog', { name: /Ada yang salah!/ });
    await expect(item).toHaveAttribute('data-tone', 'error');
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Info');
    await expect(
      await screen.findByRole('alertdialog', { name: /Kunjungan dimulai/ }),
    ).toHaveAttribute('data-tone', 'info');
  },
};

/** Top right, under the app shell's 60 px top bar: its language switch and user menu stay free. */
export const TopRightUnderTheTopBar: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Simpan');
    const region = await screen.findByRole('region', { name: 'Notifikasi' });
    const box = region.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(60);
    await expect(box.top).toBeLessThan(90);
    await expect(window.innerWidth - box.right).toBeLessThan(40);
  },
};

export const AtMostFive: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Tujuh sekaligus');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(5));
  },
};

/** Spec 1 §8: on screen for 2.5 seconds, then gone. */
export const GoneAfterTwoAndAHalfSeconds: Story = {
  play: ({ canvasElement }) =>
    withFakeClock(async ({ tick, user }) => {
      await user.click(within(canvasElement).getByRole('button', { name: 'Simpan' }));
      await tick(TOAST_TIMEOUT_MS - 1);
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await tick(1);
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    }),
};

/** A toast under the pointer stays while it is read, and counts its time again once left. */
export const StaysWhileHovered: Story = {
  play: ({ canvasElement }) =>
    withFakeClock(async ({ tick, user }) => {
      await user.click(within(canvasElement).getByRole('button', { name: 'Simpan' }));
      await tick(TOAST_TIMEOUT_MS / 2);
      await user.hover(screen.getByRole('alertdialog'));
      await tick(TOAST_TIMEOUT_MS * 4);
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await user.unhover(screen.getByRole('alertdialog'));
      // The half it had left when the pointer came, not a whole new 2.5 s.
      await tick(TOAST_TIMEOUT_MS / 2 - 1);
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await tick(1);
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    }),
};

/** Focus inside a toast (a keyboard user on its close button) keeps it until focus leaves. */
export const StaysWhileFocused: Story = {
  play: ({ canvasElement }) =>
    withFakeClock(async ({ tick, user }) => {
      const trigger = within(canvasElement).getByRole('button', { name: 'Info' });
      trigger.focus();
      await user.keyboard('{Enter}');
      await tick(0);
      const close = screen.getByRole('button', { name: 'Tutup notifikasi' });
      for (let i = 0; i < 6 && document.activeElement !== close; i += 1) await user.tab();
      await expect(close).toHaveFocus();
      await tick(TOAST_TIMEOUT_MS * 4);
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      trigger.focus();
      await tick(TOAST_TIMEOUT_MS - 1);
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await tick(1);
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    }),
};

/** Closed by its button at once, long before its time is up. */
export const Dismiss: Story = {
  play: ({ canvasElement }) =>
    withFakeClock(async ({ tick, user }) => {
      await user.click(within(canvasElement).getByRole('button', { name: 'Gagal' }));
      await tick(0);
      const item = screen.getByRole('alertdialog');
      await user.click(within(item).getByRole('button', { name: 'Tutup notifikasi' }));
      await tick(0);
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    }),
};

export const DismissByKeyboard: Story = {
  play: ({ canvasElement }) =>
    withFakeClock(async ({ tick, user }) => {
      within(canvasElement).getByRole('button', { name: 'Gagal' }).focus();
      await user.keyboard('{Enter}');
      await tick(0);
      // The region sits at the end of the page in tab order: keep tabbing to its close button.
      const close = screen.getByRole('button', { name: 'Tutup notifikasi' });
      for (let i = 0; i < 6 && document.activeElement !== close; i += 1) await user.tab();
      await expect(close).toHaveFocus();
      await expect(close).toHaveAttribute('data-focus-visible', 'true');
      await user.keyboard('{Enter}');
      await tick(0);
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    }),
};
