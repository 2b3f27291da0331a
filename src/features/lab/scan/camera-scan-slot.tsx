import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const CameraScan = lazy(() => import('./camera-scan').then((m) => ({ default: m.CameraScan })));

/** A touch screen: a tablet or a phone, where a camera scan is what a technician has at hand. */
const TOUCH = '(pointer: coarse)';

/**
 * Where "Scan with camera" goes in the layout (the header, or first in a phone's sidebar with
 * `inNav`). It is offered on a tablet or phone, and anywhere the browser has `BarcodeDetector`;
 * only there does its code load. A desktop without the API, where the keyboard scanner is the way,
 * loads none of it: every signed-in screen of such a desktop loads this check alone.
 */
export function CameraScanSlot({ inNav = false }: { inNav?: boolean }) {
  const touch = useMediaQuery(TOUCH, false, { getInitialValueInEffect: false });
  const [offered] = useState(() => 'BarcodeDetector' in window);
  if (!touch && !offered) return null;
  return (
    <Suspense fallback={null}>
      <CameraScan inNav={inNav} />
    </Suspense>
  );
}
