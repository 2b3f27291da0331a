import { useEffect, useRef, useState } from 'react';
import classes from './labels.module.css';

/** Ten modules of white either side of the bars (ISO/IEC 15417), in JsBarcode's units. */
const QUIET_ZONE = 20;

/**
 * A Code 128 barcode of `value`, drawn as SVG by JsBarcode, which is loaded with the first
 * label (only the labels' screen draws barcodes). Always left to right, as a scanner reads it.
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
          format: 'CODE128',
          margin: 0,
          marginLeft: QUIET_ZONE,
          marginRight: QUIET_ZONE,
          height: 60,
          width: 2,
          displayValue: false,
          background: '#ffffff',
          lineColor: '#000000',
        });
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
