import type { ClientMode } from '@lineup/core';
import { decideLayout } from './layoutRule.ts';

// The client mode (spec §1) is fixed for a page's life: an installed app stays installed and
// a phone stays a phone, so it is detected once and never re-renders anything.

let detected: ClientMode | null = null;

const MODES: readonly string[] = ['desktop', 'mobileWeb', 'mobileApp'];

/**
 * The mode the page's head decided (kit/layoutRule.ts, before the server's first screen was
 * painted): installed (standalone display) → mobileApp; a phone or tablet → mobileWeb.
 */
export function detectClientMode(): ClientMode {
  if (detected) return detected;
  if (typeof window === 'undefined') return 'desktop';
  const decided = document.documentElement.getAttribute('data-client-mode');
  detected =
    decided !== null && MODES.includes(decided)
      ? (decided as ClientMode)
      : decideLayout(window, false);
  return detected;
}

export function useClientMode(): ClientMode {
  return detectClientMode();
}

export function isAndroid(): boolean {
  return typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);
}

export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  // iPadOS 13+ reports itself as a Mac with touch.
  return /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/**
 * The first screen's prerender (prerender/firstScreen.tsx) has no window: its markup is the
 * same in every mode, it renders in one. Returns the undo.
 */
export function forceClientMode(mode: ClientMode): () => void {
  const before = detected;
  detected = mode;
  return () => {
    detected = before;
  };
}

/** For tests: forget the detected mode. */
export function resetClientMode(): void {
  detected = null;
}
