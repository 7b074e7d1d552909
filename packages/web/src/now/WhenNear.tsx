import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the screen content starts loading: about a screen ahead of the thumb. */
const MARGIN = '1000px 0px';

/**
 * Renders `children` once the placeholder comes within a screen of the viewport (or at once
 * where IntersectionObserver is missing). The placeholder keeps some height so the page
 * below the fold does not collapse.
 */
export function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // false at first everywhere, the server's prerender included: its first screen and the
  // browser's first render must agree
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
