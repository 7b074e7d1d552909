import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height the tab strip may take so its last tab stays above the fixed bottom bar: from the
 * strip's top on screen (below the header until the page scrolls, then 0 as it sticks) to the
 * bar's top. With ten stages of 75 px tabs (spec §9 minimum) the strip scrolls within that.
 */
export function useStripMaxHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const bar = document.querySelector('.bottom-bar');
      const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
      const top = Math.max(0, el.getBoundingClientRect().top);
      setHeight(Math.max(0, Math.floor(barTop - top)));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later);
    };
  }, [ref]);
  return height;
}
