import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';

// A 2×2 PNG, so the preview has something real to decode.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDK+mmyQAAAABJRU5ErkJggg==';
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'foto.png', {
    type: 'image/png',
  });

// An inline SVG picture as "the current photo" (no network in tests).
const CURRENT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0f766e"/><circle cx="5" cy="4" r="2" fill="#ccfbf1"/></svg>',
  );

const meta = {
  title: 'Forms/AvatarUpload',
  component: AvatarUpload,
  args: {
    label: 'Foto Profil',
    onFileSelected: fn(),
    description: 'JPG, PNG, atau WebP, paling besar 2 MB.',
  },
} satisfies Meta<typeof AvatarUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const DefaultAvatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Foto Profil' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Belum ada foto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pilih foto' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  },
};

export const CurrentImage: Story = {
  args: { imageUrl: CURRENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Foto saat ini' })).toHaveAttribute(
      'src',
      CURRENT,
    );
    await expect(canvas.getByRole('button', { name: 'Ganti foto' })).toBeVisible();
  },
};

export const ChooseFileShowsPreview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Pratinjau foto baru' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const RejectsNonImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pdf = new File(['%PDF-1.4'], 'hasil-lab.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), pdf, { applyAccept: false });
    await expect(args.onFileSelected).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pilih berkas gambar');
    await expect(canvas.getByRole('button', { name: 'Pilih foto' })).toHaveAccessibleDescription(
      /Pilih berkas gambar/,
    );
  },
};

export const Uploading: Story = {
  args: { imageUrl: CURRENT, progress: 45 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Mengunggah foto' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('button', { name: 'Ganti foto' })).toBeDisabled();
  },
};

export const UploadError: Story = {
  args: { errorMessage: 'Ada yang salah!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ada yang salah!');
    await expect(canvas.getByRole('button', { name: 'Pilih foto' })).toHaveAccessibleDescription(
      /Ada yang salah!/,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pilih foto' })).toBeDisabled();
  },
};

/** The whole flow the profile page runs: pick, upload with progress, done. */
function UploadingAvatar(args: AvatarUploadProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <AvatarUpload
      {...args}
      imageUrl={url}
      progress={progress}
      onFileSelected={() => {
        setProgress(0);
        let value = 0;
        const timer = setInterval(() => {
          value += 25;
          if (value >= 100) {
            clearInterval(timer);
            setProgress(null);
            setUrl(CURRENT);
          } else {
            setProgress(value);
          }
        }, 60);
      }}
    />
  );
}

export const PickAndUpload: Story = {
  render: (args) => <UploadingAvatar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ganti foto' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: 'Foto saat ini' })).toHaveAttribute(
      'src',
      CURRENT,
    );
  },
};
