/**
 * The worksheet grid's keyboard, as a spreadsheet's: Enter moves down (after saving the value),
 * Tab right and Shift+Tab left (past the row's ends, out of the grid, so the page goes on),
 * arrows one cell (in the value's input, left and right move the caret instead), Home and End
 * to the row's ends (with Ctrl, the grid's), Page Up and Page Down a page of rows. Right to
 * left, the arrows follow what is seen: ArrowLeft goes to the next column.
 */
export interface Cell {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** Rows in a page (Page Up / Page Down). */
  page: number;
}

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export interface MoveContext {
  dir: 'ltr' | 'rtl';
  /** Focus is in a text input: left, right, Home and End belong to its caret. */
  editing: boolean;
}

/** Where a key takes the focus: a cell, out of the grid (`leave`), or nowhere (not the grid's key). */
export type Move = Cell | 'leave' | undefined;

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

export function gridMove(at: Cell, press: KeyPress, size: GridSize, context: MoveContext): Move {
  if (size.rows === 0 || press.altKey) return undefined;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const to = (row: number, col: number): Cell => ({
    row: clamp(row, lastRow),
    col: clamp(col, lastCol),
  });
  const ctrl = !!(press.ctrlKey || press.metaKey);
  const forward = context.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = context.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (press.key) {
    case 'Enter':
      // Shift+Enter goes back up, as in a spreadsheet.
      return ctrl ? undefined : to(at.row + (press.shiftKey ? -1 : 1), at.col);
    case 'Tab':
      if (ctrl) return undefined;
      if (press.shiftKey) return at.col === 0 ? 'leave' : to(at.row, at.col - 1);
      return at.col === lastCol ? 'leave' : to(at.row, at.col + 1);
    case 'ArrowDown':
      return to(at.row + 1, at.col);
    case 'ArrowUp':
      return to(at.row - 1, at.col);
    case 'PageDown':
      return to(at.row + size.page, at.col);
    case 'PageUp':
      return to(at.row - size.page, at.col);
    case forward:
      return context.editing ? undefined : to(at.row, at.col + 1);
    case backward:
      return context.editing ? undefined : to(at.row, at.col - 1);
    case 'Home':
      if (ctrl) return to(0, 0);
      return context.editing ? undefined : to(at.row, 0);
    case 'End':
      if (ctrl) return to(lastRow, lastCol);
      return context.editing ? undefined : to(at.row, lastCol);
    default:
      return undefined;
  }
}
