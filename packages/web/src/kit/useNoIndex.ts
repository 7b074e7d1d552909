import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex, nofollow">` in the page's head while the calling page
 * is open: search engines have no business on the organisers' pages. (Preact renders a <meta>
 * where it stands; React 19 moved it into the head.)
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
