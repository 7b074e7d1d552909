// @vitest-environment happy-dom
// One rule picks the layout, in the page's head before the server's first screen is painted;
// the app reads what the head decided, so a tablet with a desktop's user agent gets the same
// layout from both, and the app's take-over has nothing to correct.
import { BOTTOM_BAR_HEIGHT } from '@lineup/core';
import { afterEach, describe, expect, it } from 'vitest';
import { detectClientMode, resetClientMode } from '../../src/kit/clientMode.ts';
import { decideLayout, layoutScript } from '../../src/kit/layoutRule.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

interface Browser {
  ua: string;
  media?: string[];
  search?: string;
  mobileHint?: boolean;
}

/** a window with this user agent whose media queries in `media` match */
function browser({ ua, media = [], search = '', mobileHint }: Browser): Window {
  document.documentElement.removeAttribute('data-client-mode');
  document.documentElement.removeAttribute('style');
  const navigator = { userAgent: ua, userAgentData: { mobile: mobileHint ?? false } };
  return {
    document,
    navigator,
    location: { search },
    matchMedia: (query: string) => ({ matches: media.includes(query) }),
  } as unknown as Window;
}

const TOUCH_TABLET = ['(pointer: coarse)', '(max-width: 1024px)'];
const INSTALLED = ['(display-mode: standalone)'];

afterEach(() => {
  document.documentElement.removeAttribute('data-client-mode');
  document.documentElement.removeAttribute('style');
  resetClientMode();
});

describe('the layout rule', () => {
  it.each<[string, Browser, string, number]>([
    ['an Android phone', { ua: ANDROID }, 'mobileWeb', BOTTOM_BAR_HEIGHT.mobileWeb],
    ['an iPhone', { ua: IPHONE }, 'mobileWeb', BOTTOM_BAR_HEIGHT.mobileWeb],
    ['an iPad saying it is a Mac', { ua: IPADOS, media: TOUCH_TABLET }, 'mobileWeb', 52],
    ["Chromium's mobile hint", { ua: LINUX, mobileHint: true }, 'mobileWeb', 52],
    ['a desktop', { ua: LINUX }, 'desktop', BOTTOM_BAR_HEIGHT.desktop],
    [
      'a desktop with a touch screen wider than a tablet',
      { ua: LINUX, media: ['(pointer: coarse)'] },
      'desktop',
      54,
    ],
    [
      'an installed app on Android',
      { ua: ANDROID, media: INSTALLED },
      'mobileApp',
      BOTTOM_BAR_HEIGHT.mobileAppAndroid,
    ],
    [
      'an installed app on an iPhone',
      { ua: IPHONE, media: INSTALLED },
      'mobileApp',
      BOTTOM_BAR_HEIGHT.mobileApp,
    ],
    ['an installed desktop app', { ua: LINUX, media: INSTALLED }, 'desktop', 54],
    ['a forced mode', { ua: LINUX, search: '?clientMode=mobileApp' }, 'mobileApp', 70],
  ])('%s: %s, bar %i px, written on <html>', (_name, b, mode, bar) => {
    expect(decideLayout(browser(b), true)).toBe(mode);
    const root = document.documentElement;
    expect(root.getAttribute('data-client-mode')).toBe(mode);
    expect(root.style.getPropertyValue('--bottom-bar-height')).toBe(`${bar}px`);
  });

  it("the page's script (the rule's own text) decides as the rule does", () => {
    const w = browser({ ua: IPADOS, media: TOUCH_TABLET });
    new Function('window', layoutScript())(w);
    expect(document.documentElement.getAttribute('data-client-mode')).toBe('mobileWeb');
    expect(document.documentElement.style.getPropertyValue('--bottom-bar-height')).toBe('52px');
  });

  it('the app takes the mode the head decided, not a guess of its own', () => {
    document.documentElement.setAttribute('data-client-mode', 'mobileApp');
    resetClientMode();
    expect(detectClientMode()).toBe('mobileApp');
    document.documentElement.removeAttribute('data-client-mode');
    resetClientMode();
    expect(detectClientMode()).toBe('desktop');
  });
});
