/** The worksheet's columns, in order (their headers are `lab:worksheet.columns.<id>`). */
export const COLUMNS = [
  { id: 'patient', width: 'minmax(9rem, 1.2fr)', min: 9 },
  { id: 'test', width: 'minmax(10rem, 1.5fr)', min: 10 },
  { id: 'range', width: 'minmax(8rem, 1fr)', min: 8 },
  { id: 'value', width: '7.5rem', min: 7.5 },
  { id: 'flag', width: '9.5rem', min: 9.5 },
  { id: 'previous', width: 'minmax(11rem, 1.4fr)', min: 11 },
  { id: 'save', width: 'minmax(9rem, 1fr)', min: 9 },
  { id: 'undo', width: '5.5rem', min: 5.5 },
] as const;

export const VALUE_COL = 3;
export const SAVE_COL = 6;
export const UNDO_COL = 7;
/** Every row is this high (px): the virtualiser places them without measuring. */
export const ROW_HEIGHT = 44;
/**
 * Below it (tablets and phones) a row is three short lines, its value cell on screen without a
 * sideways scroll (the columns need 69.5rem): `worksheet.module.css` `[data-stacked]`.
 */
export const STACKED = '(max-width: 61.99em)';
/** A stacked row's height (px): three lines of 36. */
export const STACKED_ROW_HEIGHT = 112;
