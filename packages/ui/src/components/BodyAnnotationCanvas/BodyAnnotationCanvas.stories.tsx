import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Annotation } from '@praktik/domain/visits/annotation';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BodyAnnotationCanvas, type BodyAnnotationCanvasProps } from './BodyAnnotationCanvas';

const SAMPLE: Annotation[] = [
  {
    type: 'MALE_FRONT',
    annotationDetails: [
      { x: 150, y: 150, dx: 80, dy: 80, title: 'Memar', description: 'Memar 3 cm di dada kiri' },
      { x: 130, y: 360, dx: 80, dy: 40, title: 'Luka lecet', description: 'Lutut kanan' },
    ],
  },
  {
    type: 'MALE_BACK',
    annotationDetails: [
      { x: 168, y: 230, dx: 60, dy: -60, title: 'Nyeri', description: 'Nyeri punggung bawah' },
    ],
  },
];

/** The page keeps the value; the story does the same so every change shows. */
function Stateful(args: BodyAnnotationCanvasProps) {
  const [value, setValue] = useState<Annotation[]>([...args.value]);
  return (
    <BodyAnnotationCanvas
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Visits/BodyAnnotationCanvas',
  component: BodyAnnotationCanvas,
  render: (args) => <Stateful {...args} />,
  args: { type: 'MALE', value: [], onChange: fn() },
} satisfies Meta<typeof BodyAnnotationCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (root: HTMLElement) => root.querySelector('canvas')!;

/** Konva hit-tests real pointer positions: events sent to the canvas carry its coordinates. */
const mouse = (target: EventTarget, type: string, x: number, y: number, canvas: HTMLElement) => {
  const box = canvas.getBoundingClientRect();
  const init = { clientX: box.left + x, clientY: box.top + y, bubbles: true, button: 0 };
  target.dispatchEvent(new MouseEvent(type, init));
};

const items = (root: HTMLElement) => within(root).queryAllByRole('listitem');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Diagram tubuh' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Tubuh pria, tampak depan: 0 anotasi' }),
    ).toBeVisible();
    await expect(canvas.getByText('Belum ada anotasi')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Depan (0)' })).toBeChecked();
    await expect(canvasOf(canvasElement)).toHaveAttribute('width');
    const box = canvasOf(canvasElement).getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([335, 510]);
  },
};

export const WithAnnotations: Story = {
  args: { value: SAMPLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(items(canvasElement)[0]).toHaveTextContent('Memar');
    await expect(items(canvasElement)[0]).toHaveTextContent('Memar 3 cm di dada kiri');
    await expect(items(canvasElement)[0]).toHaveTextContent('Posisi x 150, y 150');
    await userEvent.click(canvas.getByRole('radio', { name: 'Belakang (1)' }));
    await expect(
      canvas.getByRole('img', { name: 'Tubuh pria, tampak belakang: 1 anotasi' }),
    ).toBeVisible();
    await expect(items(canvasElement)).toHaveLength(1);
    await expect(items(canvasElement)[0]).toHaveTextContent('Nyeri punggung bawah');
  },
};

export const AddWithKeyboard: Story = {
  args: { value: SAMPLE },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Tambah anotasi' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tambah anotasi' });
    // The domain's default title; the new point starts at the canvas centre.
    await expect(within(dialog).getByRole('textbox', { name: /Judul/ })).toHaveValue('Anotation 3');
    await expect(within(dialog).getByRole('textbox', { name: /Posisi X/ })).toHaveValue('168');
    await userEvent.tab();
    await userEvent.keyboard('Ruam kemerahan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(items(canvasElement)).toHaveLength(3);
    await expect(items(canvasElement)[2]).toHaveTextContent('Anotation 3');
    await expect(items(canvasElement)[2]).toHaveTextContent('Ruam kemerahan');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      {
        ...SAMPLE[0],
        annotationDetails: [
          ...SAMPLE[0]!.annotationDetails,
          { x: 168, y: 255, dx: 80, dy: 80, title: 'Anotation 3', description: 'Ruam kemerahan' },
        ],
      },
      SAMPLE[1],
    ]);
    // Arrow keys on the move button move the point; Shift takes bigger steps.
    canvas.getByRole('button', { name: 'Pindahkan Anotation 3' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    await expect(items(canvasElement)[2]).toHaveTextContent('Posisi x 178, y 235');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Anotation 3 dipindahkan ke x 178, y 235',
    );
  },
};

export const DescriptionRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah anotasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah anotasi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const description = within(dialog).getByRole('textbox', { name: /Deskripsi/ });
    await expect(description).toHaveAccessibleDescription(/Harap masukkan Deskripsi anotasi/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Belum ada anotasi')).toBeVisible();
  },
};

export const ClickTheBodyToAdd: Story = {
  play: async ({ canvasElement }) => {
    const stage = canvasOf(canvasElement);
    // Let the body picture load and draw.
    await new Promise((resolve) => setTimeout(resolve, 200));
    mouse(stage, 'mousedown', 100, 200, stage);
    mouse(stage, 'mouseup', 100, 200, stage);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah anotasi' });
    await expect(within(dialog).getByRole('textbox', { name: /Posisi X/ })).toHaveValue('100');
    await expect(within(dialog).getByRole('textbox', { name: /Posisi Y/ })).toHaveValue('200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Deskripsi/ }), 'Bengkak');
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(items(canvasElement)[0]).toHaveTextContent('Posisi x 100, y 200');
  },
};

export const DragAPoint: Story = {
  args: { value: SAMPLE },
  play: async ({ canvasElement }) => {
    const stage = canvasOf(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 200));
    mouse(stage, 'mousedown', 150, 150, stage);
    for (const step of [1, 2, 3, 4, 5])
      mouse(window, 'mousemove', 150 + step * 6, 150 + step * 4, stage);
    mouse(window, 'mouseup', 180, 170, stage);
    await waitFor(() => expect(items(canvasElement)[0]).toHaveTextContent('Posisi x 180, y 170'));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const EditAndDelete: Story = {
  args: { value: SAMPLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Memar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah anotasi' });
    const title = within(dialog).getByRole('textbox', { name: /Judul/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Memar besar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(items(canvasElement)[0]).toHaveTextContent('Memar besar');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Memar besar' }));
    await expect(items(canvasElement)).toHaveLength(1);
    await expect(items(canvasElement)[0]).toHaveTextContent('Luka lecet');
    await expect(canvas.getByRole('status')).toHaveTextContent('Memar besar dihapus');
    await expect(canvas.getByRole('button', { name: 'Tambah anotasi' })).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { value: SAMPLE, isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Tambah anotasi' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Ubah|Hapus|Pindahkan/ })).toBeNull();
    const stage = canvasOf(canvasElement);
    mouse(stage, 'mousedown', 100, 200, stage);
    mouse(stage, 'mouseup', 100, 200, stage);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByRole('dialog')).toBeNull();
    // The sides can still be looked at.
    await userEvent.click(canvas.getByRole('radio', { name: 'Belakang (1)' }));
    await expect(items(canvasElement)[0]).toHaveTextContent('Nyeri');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const LONG =
  'Lesi kulit berbatas tegas, kemerahan, bersisik halus di tepinya, gatal terutama malam hari, sudah dialami sekitar dua minggu; pasien belum mencoba obat apa pun. '.repeat(
    3,
  );

export const LongContent: Story = {
  args: {
    type: 'FEMALE',
    value: [
      {
        type: 'FEMALE_FRONT',
        annotationDetails: Array.from({ length: 8 }, (_, i) => ({
          x: 60 + i * 30,
          y: 80 + i * 50,
          dx: i % 2 ? -80 : 80,
          dy: 30,
          title: `Bercak eritematosa di area ${i + 1} dengan judul yang panjang`,
          description: LONG,
        })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Tubuh wanita, tampak depan: 8 anotasi' }),
    ).toBeVisible();
    await expect(items(canvasElement)).toHaveLength(8);
    await expect(items(canvasElement)[7]).toHaveTextContent(/area 8 dengan judul yang panjang/);
  },
};

export const FemaleBack: Story = {
  args: { type: 'FEMALE', defaultSubType: 'FEMALE_BACK' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Tubuh wanita, tampak belakang: 0 anotasi' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Belakang (0)' })).toBeChecked();
    // Arrow keys move between the two sides of the switch.
    canvas.getByRole('radio', { name: 'Belakang (0)' }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(
      canvas.getByRole('img', { name: 'Tubuh wanita, tampak depan: 0 anotasi' }),
    ).toBeVisible();
  },
};

/** Inside a page's form (the assessment): saving an annotation does not submit that form. */
const outerSubmit = fn();

export const InsideAForm: Story = {
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        outerSubmit();
      }}
    >
      <Stateful {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    outerSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah anotasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah anotasi' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Deskripsi/ }), 'Memar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(items(canvasElement)).toHaveLength(1);
    await expect(outerSubmit).not.toHaveBeenCalled();
  },
};

/**
 * On a phone the 335 px diagram can be wider than the room left for it (here 300 px, as inside
 * the assessment's card at 375 px): the diagram scrolls sideways and a keyboard can reach it, as
 * a named region; with room to spare it is no tab stop.
 */
export const NarrowScrollingDiagram: Story = {
  args: { value: SAMPLE },
  render: (args) => (
    <div style={{ width: 300 }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Diagram tubuh' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toContainElement(canvas.getByRole('img', { name: /anotasi$/ }));
    // The diagram is the tab stop just before the list's first button.
    canvas.getByRole('button', { name: 'Tambah anotasi' }).focus();
    await userEvent.tab({ shift: true });
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
  },
};

export const WideDiagramIsNoTabStop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /anotasi$/ });
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasOf(canvasElement).closest('[tabindex]')).toBeNull();
  },
};
