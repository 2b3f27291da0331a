import { gridMove, type MoveContext } from './grid-keys';

const size = { rows: 200, cols: 7, page: 10 };
const ltr: MoveContext = { dir: 'ltr', editing: false };
const typing: MoveContext = { dir: 'ltr', editing: true };

describe('the worksheet grid’s keyboard', () => {
  it('moves down on Enter (up with Shift), right on Tab and left on Shift+Tab', () => {
    expect(gridMove({ row: 3, col: 3 }, { key: 'Enter' }, size, typing)).toEqual({
      row: 4,
      col: 3,
    });
    expect(gridMove({ row: 3, col: 3 }, { key: 'Enter', shiftKey: true }, size, typing)).toEqual({
      row: 2,
      col: 3,
    });
    expect(gridMove({ row: 3, col: 3 }, { key: 'Tab' }, size, typing)).toEqual({ row: 3, col: 4 });
    expect(gridMove({ row: 3, col: 3 }, { key: 'Tab', shiftKey: true }, size, typing)).toEqual({
      row: 3,
      col: 2,
    });
  });

  it('stays on the last row on Enter, and lets Tab leave the grid past a row’s ends', () => {
    expect(gridMove({ row: 199, col: 3 }, { key: 'Enter' }, size, typing)).toEqual({
      row: 199,
      col: 3,
    });
    expect(gridMove({ row: 5, col: 6 }, { key: 'Tab' }, size, ltr)).toBe('leave');
    expect(gridMove({ row: 5, col: 0 }, { key: 'Tab', shiftKey: true }, size, ltr)).toBe('leave');
  });

  it('moves by arrows, pages and the grid’s ends, within its bounds', () => {
    expect(gridMove({ row: 0, col: 0 }, { key: 'ArrowUp' }, size, ltr)).toEqual({ row: 0, col: 0 });
    expect(gridMove({ row: 0, col: 0 }, { key: 'ArrowDown' }, size, ltr)).toEqual({
      row: 1,
      col: 0,
    });
    expect(gridMove({ row: 2, col: 2 }, { key: 'ArrowRight' }, size, ltr)).toEqual({
      row: 2,
      col: 3,
    });
    expect(gridMove({ row: 2, col: 6 }, { key: 'ArrowRight' }, size, ltr)).toEqual({
      row: 2,
      col: 6,
    });
    expect(gridMove({ row: 195, col: 1 }, { key: 'PageDown' }, size, ltr)).toEqual({
      row: 199,
      col: 1,
    });
    expect(gridMove({ row: 4, col: 1 }, { key: 'PageUp' }, size, ltr)).toEqual({ row: 0, col: 1 });
    expect(gridMove({ row: 4, col: 4 }, { key: 'Home' }, size, ltr)).toEqual({ row: 4, col: 0 });
    expect(gridMove({ row: 4, col: 4 }, { key: 'End', ctrlKey: true }, size, typing)).toEqual({
      row: 199,
      col: 6,
    });
  });

  it('leaves left, right, Home and End to the caret while a value is typed', () => {
    expect(gridMove({ row: 2, col: 3 }, { key: 'ArrowLeft' }, size, typing)).toBeUndefined();
    expect(gridMove({ row: 2, col: 3 }, { key: 'End' }, size, typing)).toBeUndefined();
    // Up and down still move between rows.
    expect(gridMove({ row: 2, col: 3 }, { key: 'ArrowDown' }, size, typing)).toEqual({
      row: 3,
      col: 3,
    });
  });

  it('follows what is seen right to left: ArrowLeft goes to the next column', () => {
    const rtl: MoveContext = { dir: 'rtl', editing: false };
    expect(gridMove({ row: 1, col: 2 }, { key: 'ArrowLeft' }, size, rtl)).toEqual({
      row: 1,
      col: 3,
    });
    expect(gridMove({ row: 1, col: 2 }, { key: 'ArrowRight' }, size, rtl)).toEqual({
      row: 1,
      col: 1,
    });
  });

  it('ignores keys that are not the grid’s, and an empty grid', () => {
    expect(gridMove({ row: 1, col: 1 }, { key: 'a' }, size, ltr)).toBeUndefined();
    expect(
      gridMove({ row: 1, col: 1 }, { key: 'ArrowDown', altKey: true }, size, ltr),
    ).toBeUndefined();
    expect(
      gridMove({ row: 0, col: 0 }, { key: 'Enter' }, { ...size, rows: 0 }, ltr),
    ).toBeUndefined();
  });
});
