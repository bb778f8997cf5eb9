import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stepper, type StepperProps } from './Stepper';

const steps = [
  { id: 'welcome', label: 'Selamat Datang' },
  { id: 'personal', label: 'Data Pribadi' },
  { id: 'business', label: 'Data Bisnis' },
  { id: 'done', label: 'Selesai' },
];

const meta = {
  title: 'Blocks/Stepper',
  component: Stepper,
  args: { steps, currentIndex: 0 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Langkah' })).getAllByRole('listitem');

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = items(canvasElement);
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(first).toHaveTextContent('1Selamat Datang');
    await expect(second).not.toHaveAttribute('aria-current');
  },
};

export const MiddleStep: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvasElement }) => {
    const list = items(canvasElement);
    await expect(list[0]).toHaveTextContent('Selamat Datang (selesai)');
    await expect(list[1]).toHaveAttribute('data-state', 'complete');
    await expect(list[2]).toHaveAttribute('aria-current', 'step');
    await expect(list[3]).toHaveAttribute('data-state', 'upcoming');
  },
};

export const AllComplete: Story = {
  args: { currentIndex: 4 },
  play: async ({ canvasElement }) => {
    for (const item of items(canvasElement))
      await expect(item).toHaveAttribute('data-state', 'complete');
  },
};

export const LongLabels: Story = {
  args: {
    currentIndex: 1,
    steps: [
      { id: 'a', label: 'Selamat datang di Praktik' },
      { id: 'b', label: 'Data pribadi pemilik klinik' },
      { id: 'c', label: 'Data bisnis, layanan, dan jenis usaha klinik' },
      { id: 'd', label: 'Semua sudah siap digunakan' },
    ],
  },
};

function Wizard(args: StepperProps) {
  const [index, setIndex] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Stepper {...args} currentIndex={index} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex((i) => i - 1)}>
          Kembali
        </Button>
        <Button isDisabled={index === steps.length - 1} onPress={() => setIndex((i) => i + 1)}>
          Lanjut
        </Button>
      </div>
    </div>
  );
}

export const DrivenByWizard: Story = {
  render: (args) => <Wizard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut' }));
    await expect(items(canvasElement)[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali' }));
    await expect(items(canvasElement)[1]).toHaveAttribute('aria-current', 'step');
  },
};
