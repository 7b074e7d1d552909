import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed: the print layout (every set of every night) is built only
 * then, so the screen keeps its small virtualised grid. The browser's own print command is
 * caught by `beforeprint` and by the print media query; both render before the page is laid
 * out for paper.
 */
export function usePrinting(): { printing: boolean; print(): void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const stop = () => setPrinting(false);
    const media = window.matchMedia?.('print');
    const change = (e: MediaQueryListEvent) => (e.matches ? start() : stop());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      media?.removeEventListener('change', change);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
