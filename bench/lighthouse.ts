// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) on the now page of the real
// server, with Debian's Chromium. The page loads from loopback only; Chromium's own
// background traffic is switched off, so nothing here reaches the internet.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { type Check, ms, table } from './support/format.ts';
import { ROOT } from './support/server.ts';

/** the browser tests' Chromium, without the apps and extensions Lighthouse would count */
const FLAGS = [...CHROMIUM_ARGS, '--disable-default-apps', '--disable-extensions'];
const GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export async function lighthouseBench(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    writeFileSync(join(ROOT, '.bench', 'lighthouse.json'), JSON.stringify(lhr, null, 2));

    if (lhr.runtimeError) {
      // e.g. NO_FCP when the page did not paint in Lighthouse's time: say so, not "0"
      console.log(
        `\nLighthouse on ${url}: no score, ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      );
    }
    const scores = CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcp = metric('largest-contentful-paint');
    console.log(
      `\nLighthouse ${lhr.lighthouseVersion} on ${url} (${lhr.configSettings.formFactor})`,
    );
    console.log(
      table(
        ['', 'value'],
        [
          ...scores.map(([c, s]) => [`${c} score`, String(s)]),
          ['first contentful paint', ms(metric('first-contentful-paint'))],
          ['largest contentful paint', ms(lcp)],
          ['total blocking time', ms(metric('total-blocking-time'))],
          ['cumulative layout shift', metric('cumulative-layout-shift').toFixed(3)],
        ],
      ),
    );
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    );
    if (failing.length > 0) {
      console.log(`  audits below 90: ${failing.map((a) => a.id).join(', ')}`);
    }
    const checks: Check[] = scores.map(([c, s]) => ({
      name: `lighthouse ${c}`,
      value: Number(s),
      unit: c === 'performance' ? `(LCP ${ms(lcp)})` : '',
      goal: `>= ${GOAL}`,
      ok: Number(s) >= GOAL,
    }));
    return { checks, lcpMs: lcp, scores: Object.fromEntries(scores) };
  } finally {
    chrome.kill();
  }
}
