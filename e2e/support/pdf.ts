import { createRequire } from 'node:module';
import type * as ZXing from '@zxing/library';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// ZXing ships CommonJS whose names Node's ES modules cannot see: required as CommonJS.
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} = createRequire(import.meta.url)('@zxing/library') as typeof ZXing;

/**
 * The text of each page of a PDF (what the browser printed), read with PDF.js: a test of a
 * printed document reads what is on paper, page by page, not what the screen showed.
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}

/**
 * Arabic as a PDF holds it: in the order it is seen (right to left, so each word's letters come
 * out reversed, numbers not), in presentation forms, spaced glyph by glyph. Both sides of a
 * comparison go through here: NFKC folds the forms into letters, spaces go, and text written in
 * logical order is put in seen order.
 */
export function visualArabic(text: string): string {
  const folded = text.normalize('NFKC').replace(/\s+/g, '');
  if (!/[\u0600-\u06ff]/.test(text) || /[\ufb50-\ufefc]/.test(text)) return folded;
  return folded
    .split(/(\d+)/)
    .map((part) => (/^\d+$/.test(part) ? part : [...part].reverse().join('')))
    .reverse()
    .join('');
}

interface CanvasFactory {
  create(width: number, height: number): { context: CanvasRenderingContext2D };
}

/** Pixels per PDF point when a page is drawn to be read (a 50 mm label: about 1,100 pixels wide). */
const READ_SCALE = 8;

/** A Code 128 read from paper: its text, its code set, and the width of one module. */
export interface PaperBarcode {
  text: string;
  /** The set it starts in: A, B or C (digits two by two). */
  set: 'A' | 'B' | 'C' | undefined;
  /**
   * The width of a module (the narrowest bar) on paper, in millimetres: the symbol's width on
   * its row, from its first bar to its last, over the modules a set C symbol of its text takes
   * (undefined for another set).
   */
  moduleMm: number | undefined;
}

const START_SETS: Record<number, PaperBarcode['set']> = { 103: 'A', 104: 'B', 105: 'C' };
const MM_PER_POINT = 25.4 / 72;

/** The symbol's width in pixels on row `y`: its first dark pixel to its last. */
function symbolWidth(grey: Uint8ClampedArray, width: number, y: number): number {
  const row = grey.subarray(y * width, (y + 1) * width);
  const dark = (i: number) => row[i]! < 128;
  let first = 0;
  while (first < width && !dark(first)) first++;
  let last = width - 1;
  while (last > first && !dark(last)) last--;
  return last - first + 1;
}

/**
 * The Code 128 of each page of a PDF, as a scanner would read the paper: each page drawn by
 * PDF.js (on the canvas it brings for Node) and the picture decoded by ZXing, nothing taken from
 * the app; with the width of its bars as printed. A page without a readable Code 128 gives
 * `undefined`.
 */
export async function pdfBarcodes(pdf: Buffer): Promise<(PaperBarcode | undefined)[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const reader = new MultiFormatReader();
  const hints = new Map<ZXing.DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const codes: (PaperBarcode | undefined)[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: READ_SCALE });
    // PDF.js's own canvas for Node (@napi-rs/canvas, which it brings as an optional dependency).
    const { context } = (document.canvasFactory as CanvasFactory).create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvasContext: context, viewport }).promise;
    const { data, width, height } = context.getImageData(
      0,
      0,
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    const grey = new Uint8ClampedArray(width * height);
    for (let i = 0; i < grey.length; i++)
      grey[i] = (data[i * 4]! * 299 + data[i * 4 + 1]! * 587 + data[i * 4 + 2]! * 114) / 1000;
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(grey, width, height)),
    );
    try {
      const result = reader.decode(bitmap, hints);
      const text = result.getText();
      const set = START_SETS[result.getRawBytes()[0] ?? -1];
      const y = Math.round(result.getResultPoints()[0]!.getY());
      // Set C: start, a symbol per two digits, the check symbol (11 modules each), stop (13).
      const modules = 11 * (text.length / 2 + 2) + 13;
      const moduleMm =
        set === 'C' && text.length % 2 === 0
          ? (symbolWidth(grey, width, y) / modules / READ_SCALE) * MM_PER_POINT
          : undefined;
      codes.push({ text, set, moduleMm });
    } catch {
      codes.push(undefined);
    }
  }
  await document.destroy();
  return codes;
}

/** The text of each page's Code 128 (`pdfBarcodes`). */
export async function pdfCode128(pdf: Buffer): Promise<(string | undefined)[]> {
  return (await pdfBarcodes(pdf)).map((code) => code?.text);
}
