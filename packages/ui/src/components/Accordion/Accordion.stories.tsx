import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';
import { Accordion, AccordionItem } from './Accordion';

/** A diagnosis pill as the visit history shows it (the app has its own pill component). */
function Pill({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        padding: `0 ${vars.space.sm}`,
        borderRadius: vars.radius.full,
        background: vars.color.tag1,
        color: vars.color.onTag1,
        fontSize: vars.fontSize.xs,
        fontWeight: vars.fontWeight.medium,
        lineHeight: '1.5rem',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}

interface Visit {
  id: string;
  date: string;
  doctor: string;
  diagnoses: string[];
  note: string;
}

const visits: Visit[] = [
  {
    id: 'v3',
    date: '12/03/2025',
    doctor: 'dr. Budi Santoso',
    diagnoses: ['A09', 'R50.9'],
    note: 'Diare sejak 2 hari, demam ringan. Diberi oralit dan parasetamol.',
  },
  {
    id: 'v2',
    date: '03/02/2025',
    doctor: 'dr. Sari Wulandari',
    diagnoses: ['J06.9'],
    note: 'Batuk pilek 4 hari. Istirahat cukup, minum air hangat.',
  },
  {
    id: 'v1',
    date: '15/01/2025',
    doctor: 'dr. Budi Santoso',
    diagnoses: ['K30'],
    note: 'Nyeri ulu hati setelah makan. Diberi antasida.',
  },
];

function VisitHistory(props: {
  visits?: Visit[];
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: string[];
  isDisabled?: boolean;
  disabledIds?: string[];
  onExpandedChange?: (keys: string[]) => void;
}) {
  const { visits: list = visits, disabledIds = [], ...rest } = props;
  return (
    <Accordion {...rest}>
      {list.map((visit) => (
        <AccordionItem
          key={visit.id}
          id={visit.id}
          title={`${visit.date} · ${visit.doctor}`}
          detail={visit.diagnoses.map((code) => (
            <Pill key={code}>{code}</Pill>
          ))}
          isDisabled={disabledIds.includes(visit.id)}
        >
          <p style={{ margin: 0 }}>{visit.note}</p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Blocks/Accordion',
  component: VisitHistory,
  args: { onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisitHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });

/** One visit open at a time: opening another closes the first. */
export const VisitHistorySingle: Story = {
  args: { defaultExpandedKeys: ['v3'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = header(canvasElement, /12\/03\/2025/);
    const second = header(canvasElement, /03\/02\/2025/);
    // The header sits in a heading and names the visit and its diagnoses.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(first).toHaveAccessibleName(/dr\. Budi Santoso.*A09.*R50\.9/);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Diare sejak 2 hari/)).toBeVisible();
    await expect(canvas.queryByText(/Batuk pilek/)).not.toBeVisible();

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/Batuk pilek/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/Diare sejak 2 hari/)).not.toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['v2']);

    // Pressing an open header closes it.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith([]);
  },
};

/** Keyboard only: Tab between headers, Enter and Space toggle; the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = header(canvasElement, /12\/03\/2025/);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Diare sejak 2 hari/)).toBeVisible();
    // The panel belongs to its header.
    const panelId = first.getAttribute('aria-controls');
    await expect(panelId).toBeTruthy();
    await expect(document.getElementById(panelId ?? '')).toHaveTextContent(/Diare/);

    await userEvent.tab();
    const second = header(canvasElement, /03\/02\/2025/);
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(header(canvasElement, /12\/03\/2025/));
    await userEvent.click(header(canvasElement, /15\/01\/2025/));
    await expect(canvas.getByText(/Diare sejak 2 hari/)).toBeVisible();
    await expect(canvas.getByText(/Nyeri ulu hati/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['v3', 'v1']);
  },
};

export const Controlled: Story = {
  render: function Render() {
    const [keys, setKeys] = useState<string[]>(['v1']);
    return (
      <>
        <Accordion expandedKeys={keys} onExpandedChange={setKeys} allowsMultipleExpanded>
          {visits.map((visit) => (
            <AccordionItem key={visit.id} id={visit.id} title={visit.date}>
              {visit.note}
            </AccordionItem>
          ))}
        </Accordion>
        <p>Terbuka: {keys.join(', ') || '-'}</p>
        <button type="button" onClick={() => setKeys(visits.map((visit) => visit.id))}>
          Buka semua
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Terbuka: v1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buka semua' }));
    for (const button of canvas.getAllByRole('button', { expanded: true })) {
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '12/03/2025' }));
    await expect(canvas.getByText('Terbuka: v2, v1')).toBeVisible();
  },
};

export const DisabledItem: Story = {
  args: { disabledIds: ['v2'] },
  play: async ({ canvasElement }) => {
    const second = header(canvasElement, /03\/02\/2025/);
    await expect(second).toBeDisabled();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    // Tab skips the disabled header.
    await userEvent.tab();
    await userEvent.tab();
    await expect(header(canvasElement, /15\/01\/2025/)).toHaveFocus();
  },
};

/** The whole history read-only: open items stay readable, nothing toggles. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultExpandedKeys: ['v3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByText(/Diare sejak 2 hari/)).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    defaultExpandedKeys: ['long'],
    visits: [
      {
        id: 'long',
        date: '12/03/2025',
        doctor:
          'dr. Raden Ajeng Kartika Dewi Puspitasari Wijayakusuma, Sp.PD-KGEH, FINASIM (Spesialis Penyakit Dalam)',
        diagnoses: ['A09', 'R50.9', 'E86', 'K52.9', 'R11', 'R10.4', 'J06.9', 'I10'],
        note: Array.from(
          { length: 12 },
          (_, i) =>
            `Catatan ${i + 1}: pasien mengeluh diare dan mual, dianjurkan minum oralit sedikit-sedikit tetapi sering.`,
        ).join(' '),
      },
      ...visits,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = header(canvasElement, /Kartika/);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Long names wrap inside the header instead of widening the page.
    await expect(first.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);
    await expect(canvas.getByText(/Catatan 12/)).toBeVisible();
  },
};

/** A panel whose details are still loading. */
export const PanelLoading: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['v3']}>
      <AccordionItem id="v3" title="12/03/2025 · dr. Budi Santoso">
        <Spinner label="Memuat kunjungan" showLabel />
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Memuat kunjungan' }),
    ).toBeVisible();
  },
};

/** No visits: the accordion draws nothing, and the page shows an EmptyState. */
export const Empty: Story = {
  render: () => (
    <>
      <Accordion>{[]}</Accordion>
      <EmptyState title="Belum ada kunjungan" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Belum ada kunjungan' })).toBeVisible();
  },
};
