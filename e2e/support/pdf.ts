import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
