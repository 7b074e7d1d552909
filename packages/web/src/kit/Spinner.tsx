import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { appMessages } from './messages.ts';
import {
  appearDelayMs,
  spinnerEpisodeStart,
  spinnerMounted,
  spinnerUnmounted,
} from './spinnerClock.ts';

/**
 * A calm loading indicator; it reserves the page's height so nothing jumps when data arrives.
 * It fades in 1 s after its loading episode began (spec §9), also when it replaces another
 * spinner of the same episode (a negative delay picks the fade up where it was).
 */
export function Spinner({ label }: { label?: string }) {
  const t = useMessages(appMessages);
  const [delay] = useState(() => appearDelayMs(spinnerEpisodeStart()));
  useEffect(() => {
    spinnerMounted();
    return () => spinnerUnmounted();
  }, []);
  return (
    <div
      className="spinner-page"
      role="status"
      aria-live="polite"
      style={{ animationDelay: `${delay}ms` }}
    >
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}
