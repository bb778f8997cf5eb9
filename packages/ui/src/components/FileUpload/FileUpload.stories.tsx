import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, type FileUploadItem, type FileUploadProps } from './FileUpload';
import heicUrl from './fixtures/sample.heic?url';

// A 2×2 PNG and a 1×1 GIF, so previews have something real to decode.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDK+mmyQAAAABJRU5ErkJggg==';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAA9wbv///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==';
const fileFrom = (dataUrl: string, name: string, type: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type });
};

const STORED: FileUploadItem[] = [
  { id: '1', name: 'luka-lutut.png', url: PNG, type: 'image/png' },
  { id: '2', name: 'ruam.gif', url: GIF },
  { id: '3', name: 'hasil-lab.pdf', url: 'data:application/pdf;base64,JVBERi0xLjQ=' },
];

/** Does what the assessment page does: adds chosen files and "uploads" them with progress. */
function Uploading(args: FileUploadProps) {
  const [items, setItems] = useState<FileUploadItem[]>([...args.items]);
  const next = useRef(0);
  return (
    <FileUpload
      {...args}
      items={items}
      onRemove={(id) => setItems((old) => old.filter((item) => item.id !== id))}
      onFilesChosen={(files) => {
        args.onFilesChosen(files);
        for (const file of files) {
          next.current += 1;
          const id = `new-${next.current}`;
          setItems((old) => [...old, { id, name: file.name, file, type: file.type, progress: 0 }]);
          let progress = 0;
          const timer = setInterval(() => {
            progress += 50;
            setItems((old) =>
              old.map((item) =>
                item.id === id ? { ...item, progress: progress >= 100 ? null : progress } : item,
              ),
            );
            if (progress >= 100) clearInterval(timer);
          }, 60);
        }
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  render: (args) => <Uploading {...args} />,
  args: {
    label: 'Unggah berkas',
    items: [],
    onFilesChosen: fn(),
    description: 'JPG, JPEG, PNG, GIF, atau HEIC.',
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Unggah berkas' })).toBeVisible();
    await expect(canvas.getByText('Belum ada berkas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pilih berkas' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ambil foto' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
    await expect(fileInput(canvasElement).accept).toContain('.heic');
  },
};

export const WithFiles: Story = {
  args: { items: STORED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Berkas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Pratinjau luka-lutut.png' })).toHaveAttribute(
      'src',
      PNG,
    );
    await expect(canvas.getByRole('img', { name: 'Pratinjau ruam.gif' })).toBeVisible();
    // A PDF has no picture: its extension stands in.
    await expect(canvas.getByRole('img', { name: 'Pratinjau tidak tersedia' })).toHaveTextContent(
      'PDF',
    );
    await expect(canvas.getByRole('link', { name: 'hasil-lab.pdf' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus ruam.gif' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ChooseFilesAndUpload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const png = fileFrom(PNG, 'foto-luka.png', 'image/png');
    const gif = fileFrom(GIF, 'ruam.gif', 'image/gif');
    await userEvent.upload(fileInput(canvasElement), [png, gif]);
    await expect(args.onFilesChosen).toHaveBeenCalledWith([png, gif]);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Mengunggah foto-luka.png' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryAllByRole('progressbar')).toHaveLength(0));
    const preview = await canvas.findByRole('img', { name: 'Pratinjau foto-luka.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const RefusesOtherTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pdf = new File(['%PDF-1.4'], 'rujukan.pdf', { type: 'application/pdf' });
    const png = fileFrom(PNG, 'foto.png', 'image/png');
    await userEvent.upload(fileInput(canvasElement), [pdf, png], { applyAccept: false });
    await expect(args.onFilesChosen).toHaveBeenCalledWith([png]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Jenis berkas tidak didukung: rujukan.pdf',
    );
    await expect(canvas.getByRole('button', { name: 'Pilih berkas' })).toHaveAccessibleDescription(
      /rujukan\.pdf/,
    );
  },
};

export const UploadProgress: Story = {
  args: {
    items: [
      { id: '1', name: 'foto-luka.png', url: PNG, progress: 45 },
      { id: '2', name: 'ruam.gif', url: GIF, progress: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Mengunggah foto-luka.png' }),
    ).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('progressbar', { name: 'Mengunggah ruam.gif' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // No link while the file is still on its way.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const UploadError: Story = {
  args: {
    items: [
      { id: '1', name: 'foto-luka.png', url: PNG, error: 'Berkas terlalu besar (maks. 5 MB)' },
    ],
    errorMessage: 'Ada yang salah!',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ada yang salah!');
    await expect(canvas.getByText('Berkas terlalu besar (maks. 5 MB)')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Hapus foto-luka.png' }),
    ).toHaveAccessibleDescription('Berkas terlalu besar (maks. 5 MB)');
  },
};

export const LongNames: Story = {
  args: {
    items: Array.from({ length: 6 }, (_, i) => ({
      id: String(i),
      name: `hasil-pemeriksaan-laboratorium-darah-lengkap-pasien-kunjungan-ke-${i + 1}-dengan-nama-berkas-yang-sangat-panjang.png`,
      url: PNG,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const item = canvas.getAllByRole('listitem')[0]!;
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};

export const ReadOnly: Story = {
  args: { items: STORED, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(fileInput(canvasElement)).toBeNull();
  },
};

export const Disabled: Story = {
  args: { items: STORED, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pilih berkas' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ambil foto' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Hapus ruam.gif' })).toBeDisabled();
  },
};

export const HeicPreview: Story = {
  render: (args) => {
    const Loader = () => {
      const [items, setItems] = useState<FileUploadItem[]>([]);
      if (items.length === 0) {
        void fetch(heicUrl)
          .then((response) => response.blob())
          .then((blob) =>
            setItems([{ id: 'h', name: 'IMG_0420.HEIC', file: new File([blob], 'IMG_0420.HEIC') }]),
          );
      }
      return <FileUpload {...args} items={items} />;
    };
    return <Loader />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // heic-to is fetched only now, and decodes the HEIC to a JPEG the browser can draw.
    const preview = await canvas.findByRole(
      'img',
      { name: 'Pratinjau IMG_0420.HEIC' },
      { timeout: 20000 },
    );
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(64));
  },
};

export const HeicThatCannotBeDecoded: Story = {
  args: {
    items: [{ id: 'h', name: 'rusak.heic', file: new File(['bukan heic'], 'rusak.heic') }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Pratinjau tidak tersedia' }, { timeout: 20000 }),
    ).toHaveTextContent('HEIC');
  },
};

const spyOnCamera = () => {
  const getUserMedia = fn((constraints: MediaStreamConstraints) =>
    navigator.mediaDevices.getUserMedia(constraints),
  );
  return { getUserMedia };
};

const onPhoto = fn<(files: File[]) => void>();

export const CameraOn: Story = {
  args: { mediaDevices: spyOnCamera(), onFilesChosen: onPhoto },
  play: async ({ args, canvasElement }) => {
    onPhoto.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ambil foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kamera' });
    // The front camera first (Chromium's fake device answers either way).
    await expect(args.mediaDevices!.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user' },
      audio: false,
    });
    const capture = within(dialog).getByRole('button', { name: 'Ambil gambar' });
    await waitFor(() => expect(capture).toBeEnabled(), { timeout: 10000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gunakan kamera belakang' }));
    await expect(args.mediaDevices!.getUserMedia).toHaveBeenLastCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    await expect(
      within(dialog).getByRole('button', { name: 'Gunakan kamera depan' }),
    ).toBeVisible();
    await waitFor(() => expect(capture).toBeEnabled(), { timeout: 10000 });
    await userEvent.click(capture);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onFilesChosen).toHaveBeenCalledTimes(1);
    const photo = onPhoto.mock.calls[0]?.[0]?.[0];
    await expect(photo?.type).toBe('image/jpeg');
    await expect(
      await canvas.findByRole('img', { name: /^Pratinjau foto-\d+\.jpg$/ }),
    ).toBeVisible();
  },
};

export const CameraDenied: Story = {
  args: {
    mediaDevices: {
      getUserMedia: fn(() =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      ),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ambil foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kamera' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Akses kamera ditolak',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(args.mediaDevices!.getUserMedia).toHaveBeenCalledTimes(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onFilesChosen).not.toHaveBeenCalled();
  },
};

export const NoCamera: Story = {
  args: { mediaDevices: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ambil foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kamera' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Kamera tidak tersedia');
    await expect(within(dialog).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ambil foto' })).toHaveFocus());
  },
};
