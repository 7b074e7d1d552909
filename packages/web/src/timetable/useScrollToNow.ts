import { useEffect } from 'react';
import { splitLocale } from '../i18n/locale.tsx';
import { SESSION_KEYS } from '../storage/keys.ts';
import { readString } from '../storage/safeStorage.ts';

/**
 * Opening a stage during the party lands on the you-are-here row, so a fan sees what plays
 * now without scrolling through the afternoon. A remembered scroll position of this page
 * (the layout restores it) wins.
 */
export function useScrollToNow(): void {
  useEffect(() => {
    const page = splitLocale(window.location.pathname).rest;
    const saved = Number(readString('session', SESSION_KEYS.scrollPrefix + page));
    if (Number.isFinite(saved) && saved > 0) return;
    const here = document.querySelector('[data-you-are-here]');
    here?.scrollIntoView?.({ block: 'center' });
  }, []);
}
