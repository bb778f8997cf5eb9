export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in a grid of `rows` x `cols` cells (WAI-ARIA grid pattern):
 * arrows one cell, Home/End to the row's first/last cell, with Ctrl to the grid's first/last
 * cell, PageUp/PageDown five rows. Null when the key is not a move; a move stops at the edges.
 */
export function moveInGrid(
  key: string,
  from: GridPosition,
  size: { rows: number; cols: number },
  ctrlKey = false,
): GridPosition | null {
  const clamp = (row: number, col: number): GridPosition => ({
    row: Math.max(0, Math.min(size.rows - 1, row)),
    col: Math.max(0, Math.min(size.cols - 1, col)),
  });
  switch (key) {
    case 'ArrowLeft':
      return clamp(from.row, from.col - 1);
    case 'ArrowRight':
      return clamp(from.row, from.col + 1);
    case 'ArrowUp':
      return clamp(from.row - 1, from.col);
    case 'ArrowDown':
      return clamp(from.row + 1, from.col);
    case 'PageUp':
      return clamp(from.row - 5, from.col);
    case 'PageDown':
      return clamp(from.row + 5, from.col);
    case 'Home':
      return ctrlKey ? clamp(0, 0) : clamp(from.row, 0);
    case 'End':
      return ctrlKey ? clamp(size.rows - 1, size.cols - 1) : clamp(from.row, size.cols - 1);
    default:
      return null;
  }
}
