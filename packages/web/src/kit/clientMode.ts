import { type ClientMode, isMobileUserAgent } from '@lineup/core';

// The client mode (spec §1) is fixed for a page's life: an installed app stays installed and
// a phone stays a phone, so it is detected once and never re-renders anything.

let detected: ClientMode | null = null;

function media(query: string): boolean {
  try {
    return window.matchMedia?.(query).matches ?? false;
  } catch {
    return false;
  }
}

/** Detect the mode: installed (standalone display) → mobileApp; a phone or tablet → mobileWeb. */
export function detectClientMode(): ClientMode {
  if (detected) return detected;
  if (typeof window === 'undefined') return 'desktop';
  const forced = new URLSearchParams(window.location.search).get('clientMode');
  if (forced === 'desktop' || forced === 'mobileWeb' || forced === 'mobileApp') {
    detected = forced;
    return forced;
  }
  const standalone =
    media('(display-mode: standalone)') ||
    media('(display-mode: fullscreen)') ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const mobileUa = isMobileUserAgent(navigator.userAgent);
  const touchFirst = media('(pointer: coarse)') && media('(max-width: 1024px)');
  const mobile = mobileUa || touchFirst;
  detected = standalone && mobile ? 'mobileApp' : mobile ? 'mobileWeb' : 'desktop';
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
 * The server's prerender of the first screen (prerender/firstScreen.tsx) has no window: it
 * renders in the mode the browser's user agent suggests. Returns the undo.
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
