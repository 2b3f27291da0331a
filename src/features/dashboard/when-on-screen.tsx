import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its children once its box has come on screen, `placeholder` (of the same size) until then: a
 * chart's code (recharts, ≈100 KB gzip) loads when someone can see the chart, not with the
 * figures above it. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenOnScreen({
  height,
  placeholder,
  children,
}: {
  height: number;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={box} style={{ height }}>
      {shown ? children : placeholder}
    </div>
  );
}
