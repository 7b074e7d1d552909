// Which layout (client mode, spec §1) this browser gets, and its bottom bar's height: decided
// once, in the page's head before the body is parsed (the build writes this function into
// index.html, build/layoutScript.ts), and put on <html> as data-client-mode and
// --bottom-bar-height. The server's first screen and the service worker's copy carry no layout
// of their own, so the app takes them over without changing anything, whatever the server or
// the worker guessed from a user agent (a tablet with a desktop's user agent, a worker's request
// without the page's).
//
// Self-contained on purpose: the build copies its source text into the page, so it may use
// nothing from outside its body.
import type { ClientMode } from '@lineup/core';

/** the layout of the browser `w` runs in; also writes it on its <html> when `apply` */
export function decideLayout(w: Window, apply: boolean): ClientMode {
  const media = (query: string): boolean => {
    try {
      return w.matchMedia?.(query).matches ?? false;
    } catch {
      return false;
    }
  };
  const nav = w.navigator as Navigator & {
    standalone?: boolean;
    userAgentData?: { mobile?: boolean };
  };
  const ua = nav.userAgent;
  const forced = new URLSearchParams(w.location.search).get('clientMode');
  let mode: ClientMode;
  if (forced === 'desktop' || forced === 'mobileWeb' || forced === 'mobileApp') {
    mode = forced;
  } else {
    const standalone =
      media('(display-mode: standalone)') ||
      media('(display-mode: fullscreen)') ||
      nav.standalone === true;
    // phones and tablets that say so (user agent, Chromium's mobile hint), and touch-first
    // screens no wider than a tablet (iPadOS says it is a Mac)
    const mobile =
      /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i.test(ua) ||
      nav.userAgentData?.mobile === true ||
      (media('(pointer: coarse)') && media('(max-width: 1024px)'));
    mode = standalone && mobile ? 'mobileApp' : mobile ? 'mobileWeb' : 'desktop';
  }
  if (apply) {
    // core's BOTTOM_BAR_HEIGHT (a test holds them equal)
    const bar = mode === 'desktop' ? 54 : mode === 'mobileWeb' ? 52 : /Android/i.test(ua) ? 55 : 70;
    const root = w.document.documentElement;
    root.setAttribute('data-client-mode', mode);
    root.style.setProperty('--bottom-bar-height', `${bar}px`);
  }
  return mode;
}

/** the classic script the build puts into the page's head */
export function layoutScript(): string {
  return `(${decideLayout.toString()})(window,true)`;
}
