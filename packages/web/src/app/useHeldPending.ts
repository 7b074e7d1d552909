import { ROUTER_PENDING_MIN_MS, ROUTER_PENDING_MS } from '@lineup/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Pending figures of spec §9: the spinner only appears after ROUTER_PENDING_MS (CSS delays it),
 * and once it has appeared it stays at least ROUTER_PENDING_MIN_MS, so a fan never sees it
 * flash for a few frames when the data lands just after it showed up.
 */
export function useHeldPending(pending: boolean): boolean {
  const [held, setHeld] = useState(false);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    if (pending) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
      }, ROUTER_PENDING_MS);
      return () => clearTimeout(timer);
    }
    const since = shownAt.current;
    shownAt.current = null;
    if (since === null) return;
    const left = since + ROUTER_PENDING_MIN_MS - Date.now();
    if (left <= 0) return;
    setHeld(true);
    const timer = setTimeout(() => setHeld(false), left);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending || held;
}
