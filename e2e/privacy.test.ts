// Trust: what the privacy page promises is what the app does. After a fan uses the app
// (likes, search, a stage, a copied link), every browser storage item that exists is named on
// the privacy page, no cookie exists, and the Content-Security-Policy never had to block
// anything the built app tried to do.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

/** Collects CSP violations reported by the page itself (securitypolicyviolation events). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

describe('privacy and content security', () => {
  it('names every storage item the app wrote, sets no cookie, breaks no CSP rule', async () => {
    const context = await suite.context();
    const page = await suite.page(context);
    const violations = await watchCsp(page);

    await page.goto(`${suite.server.url}/event/${EVENT}`);
    await page
      .getByRole('button', { name: /^Like Charlie Tempo/ })
      .first()
      .click();
    await page.goto(`${suite.server.url}/lineup/${EVENT}?q=ada`);
    await page
      .getByRole('button', { name: /^Ada Lovelace/ })
      .first()
      .click();
    await page.goto(`${suite.server.url}/lineup/${EVENT}/forest`);
    await page.getByText('Echo Park').first().waitFor();

    const keys = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(keys.local).toContain('likedDJs');
    expect(await context.cookies()).toEqual([]);

    await page.goto(`${suite.server.url}/datenschutzerklaerung`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page
      .getByText(/cookie/i)
      .first()
      .waitFor();
    const policy = await page.locator('main').innerText();
    expect(policy).toMatch(/cookie/i);
    for (const key of [...keys.local, ...keys.session]) {
      // scroll positions are one item per page, listed once by their common prefix
      const listed = key.startsWith('scroll:') ? 'scroll:' : key;
      expect(policy, `privacy page must name storage item "${key}"`).toContain(listed);
    }
    expect(await violations()).toEqual([]);
  });
});
