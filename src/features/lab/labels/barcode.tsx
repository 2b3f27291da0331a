import { useEffect, useRef, useState } from 'react';
import classes from './labels.module.css';

/** Ten modules of white either side of the bars (ISO/IEC 15417), in modules. */
const QUIET_ZONE = 10;
/**
 * The width of one module (the narrowest bar) on paper: 0.375 mm, three dots of a 203 dpi label
 * printer (whole dots, so no bar is printed a dot wider than its neighbour), above the 0.25 mm
 * that such printers and hand scanners read reliably. A ten-digit accession number in set C is
 * 90 modules, 41.25 mm with its quiet zones: within a 50 mm label.
 */
export const MODULE_MM = 0.375;

/**
 * A Code 128 set C barcode of `value` (digits, an even count: an accession number), drawn as
 * SVG by JsBarcode, which is loaded with the first label (only the labels' screen draws
 * barcodes), one SVG unit a module and as many millimetres wide as its modules take. Always
 * left to right, as a scanner reads it.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let live = true;
    import('jsbarcode')
      .then(({ default: draw }) => {
        if (!live || !ref.current) return;
        draw(ref.current, value, {
          format: 'CODE128C',
          margin: 0,
          marginLeft: QUIET_ZONE,
          marginRight: QUIET_ZONE,
          height: 30,
          width: 1,
          displayValue: false,
          background: '#ffffff',
          lineColor: '#000000',
        });
        const modules = Number(ref.current.getAttribute('width'));
        ref.current.style.width = `${modules * MODULE_MM}mm`;
        ref.current.removeAttribute('width');
        ref.current.removeAttribute('height');
        ref.current.setAttribute('preserveAspectRatio', 'none');
      })
      .catch((error: unknown) => live && setFailed(String(error)));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div dir="ltr" className={classes.barcodeBox}>
      <svg ref={ref} role="img" aria-label={label} className={classes.barcode} data-value={value} />
      {failed && <span role="alert">{failed}</span>}
      <span className={classes.code}>{value}</span>
    </div>
  );
}
