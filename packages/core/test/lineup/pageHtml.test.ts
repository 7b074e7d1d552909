import { describe, expect, it } from 'vitest';
import {
  INLINE_ID,
  INLINE_LINEUP_MAX,
  lineupCallPath,
  pageHtml,
} from '../../src/lineup/pageHtml.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const SMALL = '{"hash":"h1","meta":{"id":"fest","rooms":[]},"sets":[]}';
/** a lineup just over the limit */
const LARGE = `{"hash":"h2","meta":{"id":"fest","rooms":[]},"pad":"${'x'.repeat(INLINE_LINEUP_MAX)}"}`;

describe('a page with its lineup', () => {
  it('carries a lineup up to the limit inline, before </body>', () => {
    const page = pageHtml(INDEX, SMALL, 'fest', 'de');
    expect(page).toContain(
      `<script id="${INLINE_ID}" type="application/json" data-festival="fest">`,
    );
    expect(page).toMatch(/<\/script><\/body><\/html>$/);
    expect(page).toContain('<html lang="de">');
    expect(page).not.toContain('rel="preload"');
  });

  it.each([
    ['an event', 'fest', '/api/lineup/fest'],
    ['the main current event', null, '/api/current'],
  ])('preloads a larger lineup of %s instead, in <head>', (_, festival, call) => {
    const page = pageHtml(INDEX, LARGE, festival, 'en', { firstScreen: '<h1>Now</h1>' });
    expect(page.length).toBeLessThan(INDEX.length + 400);
    expect(page).not.toContain(INLINE_ID);
    const link = /<link rel="preload"[^>]*>/.exec(page)?.[0] ?? '';
    expect(link).toContain(`href="${call}"`);
    // matched by the app's fetch(): a fetch, with this origin's credentials
    expect(link).toContain('as="fetch"');
    expect(link).toContain('crossorigin="anonymous"');
    expect(page.indexOf(link)).toBeLessThan(page.indexOf('</head>'));
    // the first screen is there all the same
    expect(page).toContain('<div id="root" data-prerendered=""><h1>Now</h1></div>');
  });

  it('follows a lower limit when given one', () => {
    expect(pageHtml(INDEX, SMALL, 'fest', 'en', { inlineMax: 10 })).toContain(
      '<link rel="preload" as="fetch"',
    );
  });

  it('names the same call the app makes', () => {
    expect(lineupCallPath('demo-2026')).toBe('/api/lineup/demo-2026');
    expect(lineupCallPath(null)).toBe('/api/current');
  });
});
