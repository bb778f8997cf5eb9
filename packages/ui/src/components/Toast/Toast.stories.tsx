import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
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

export const TopRight: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Simpan');
    const region = await screen.findByRole('region', { name: 'Notifikasi' });
    const box = region.getBoundingClientRect();
    await expect(box.top).toBeLessThan(40);
    await expect(window.innerWidth - box.right).toBeLessThan(40);
  },
};

export const AtMostFive: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Tujuh sekaligus');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(5));
  },
};

export const GoneAfterTwoAndAHalfSeconds: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Simpan');
    await screen.findByRole('alertdialog');
    // Move the pointer away: hovering pauses the timer.
    await userEvent.unhover(screen.getByRole('region'));
    const shownAt = performance.now();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(performance.now() - shownAt).toBeGreaterThan(2000);
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Gagal');
    const item = await screen.findByRole('alertdialog');
    await userEvent.click(within(item).getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DismissByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Gagal' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    // The region sits at the end of the page in tab order: keep tabbing to reach its close button.
    const close = screen.getByRole('button', { name: 'Tutup notifikasi' });
    for (let i = 0; i < 6 && document.activeElement !== close; i += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
