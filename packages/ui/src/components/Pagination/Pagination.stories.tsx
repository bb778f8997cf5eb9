import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

type DemoProps = Omit<PaginationProps, 'page' | 'pageSize'> & {
  initialPage?: number;
  initialPageSize?: number;
};

/** A page's table state: a page change moves the page, a size change starts again at page 0. */
function PagedList({
  initialPage = 0,
  initialPageSize = 50,
  onPageChange,
  onPageSizeChange,
  ...props
}: DemoProps) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onPageSizeChange={
        onPageSizeChange &&
        ((size) => {
          setPageSize(size);
          setPage(0);
          onPageSizeChange(size);
        })
      }
    />
  );
}

const meta = {
  title: 'Tables/Pagination',
  component: PagedList,
  args: { totalCount: 230, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButton = (n: number) => screen.getByRole('button', { name: `Halaman ${n}` });
const shownPages = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('nav')!)
    .getAllByRole('button', { name: /^Halaman \d+$/ })
    .map((button) => button.textContent);

export const PageThrough: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Menampilkan 1 sampai 50 dari 230');
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await expect(shownPages(canvasElement)).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.click(pageButton(3));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Menampilkan 101 sampai 150 dari 230',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    // The last page holds the remaining 30 rows, and there is no next page.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Menampilkan 201 sampai 230 dari 230',
    );
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    // Fewer than 20 pages: no first and last buttons.
    await expect(canvas.queryByRole('button', { name: 'Halaman pertama' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Halaman terakhir' })).toBeNull();
  },
};

/** 20 pages or more: first and last buttons, and ellipses around the window. */
export const ManyPages: Story = {
  args: { totalCount: 1234, initialPageSize: 10, initialPage: 9 },
  play: async ({ canvas, canvasElement, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Halaman tabel' });
    // current-2 .. current+4, one-based on screen: pages 8 to 14 around page 10.
    await expect(shownPages(canvasElement)).toEqual(['8', '9', '10', '11', '12', '13', '14']);
    await expect(within(nav).getAllByText('…')).toHaveLength(2);
    await expect(pageButton(10)).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Halaman terakhir' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(123);
    await expect(pageButton(124)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Menampilkan 1231 sampai 1234 dari 1234',
    );
    await expect(canvas.getByRole('button', { name: 'Halaman terakhir' })).toBeDisabled();
    await expect(within(nav).getAllByText('…')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Halaman pertama' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(shownPages(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** Choosing a size reports it; the page (here the demo's parent) goes back to page 0. */
export const PageSize: Story = {
  args: { initialPage: 3, initialPageSize: 10 },
  play: async ({ canvas, args }) => {
    const size = canvas.getByRole('button', { name: /Jumlah per halaman/ });
    await expect(size).toHaveTextContent('10');
    await userEvent.click(size);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['5', '10', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(100);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Menampilkan 1 sampai 100 dari 230'),
    );
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  },
};

export const Keyboard: Story = {
  args: { onPageSizeChange: undefined, totalCount: 120, initialPageSize: 50 },
  play: async ({ canvas, args }) => {
    // Previous is disabled on page 1, so Tab goes to the page buttons.
    await userEvent.tab();
    await expect(pageButton(1)).toHaveFocus();
    await expect(pageButton(1)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(pageButton(2)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Menampilkan 51 sampai 100 dari 120',
    );
    // Pressing the current page asks for nothing.
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Menampilkan 0 sampai 0 dari 0');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const OnePage: Story = {
  args: { totalCount: 7, onPageSizeChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Menampilkan 1 sampai 7 dari 7');
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Jumlah per halaman/ })).toBeNull();
  },
};

/** While the next page loads, nothing can be pressed twice. */
export const Disabled: Story = {
  args: { isDisabled: true, initialPage: 1 },
  play: async ({ canvas, args }) => {
    for (const button of within(canvas.getByRole('navigation')).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: /Jumlah per halaman/ })).toBeDisabled();
    await userEvent.click(pageButton(3), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Narrow screens: the parts wrap under each other instead of overflowing. */
export const Narrow: Story = {
  args: { totalCount: 5000, initialPage: 40, initialPageSize: 50 },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PagedList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('nav')!.parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await expect(pageButton(41)).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { totalCount: 2500, initialPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('showing 51 to 100 of 2500');
    await expect(canvas.getByRole('navigation', { name: 'Table pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Page size/ })).toBeVisible();
  },
};
