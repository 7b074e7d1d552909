import { useLayoutEffect } from 'react';
import { SESSION_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';

// Scroll position per page key (session, spec §3): going back to a long timetable lands where
// the visitor left it; a new page starts at the top.
export function useScrollMemory(pageKey: string): void {
  useLayoutEffect(() => {
    const key = SESSION_KEYS.scrollPrefix + pageKey;
    const saved = Number(readString('session', key));
    if (window.location.hash) {
      // an anchor (tracks#stage) wins over a remembered position
    } else if (Number.isFinite(saved) && saved > 0) {
      // content may still be loading: try again on the next frame when it is too short
      window.scrollTo(0, saved);
      requestAnimationFrame(() => {
        if (window.scrollY < saved) window.scrollTo(0, saved);
      });
    } else {
      window.scrollTo(0, 0);
    }
    let pending = 0;
    const onScroll = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() =>
        writeString('session', key, String(Math.round(window.scrollY))),
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pageKey]);
}
