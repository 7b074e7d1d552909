// The organiser page's snippet generator (issue 36): an organiser picks language, view,
// stages and colour; the code to paste follows, and the preview is the real widget.
// EMBED_SHOTS=docs/screenshots writes the docs' pictures.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { EVENT, useSuite } from './support/suite.ts';

const OPERATOR = 'embed-snippet-operator-token-0123456789abcdef';
const SHOTS = process.env.EMBED_SHOTS;
const suite = useSuite({ env: () => ({ ORGANISER_TOKEN: OPERATOR }) });

describe('put the lineup on your website', () => {
  it('writes the snippet for the chosen settings and previews the widget', async () => {
    const context = await suite.context({ viewport: DESKTOP });
    await context.addInitScript((token) => {
      localStorage.setItem('organiser_token', token);
      localStorage.setItem('locale', 'en');
    }, OPERATOR);
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/organiser`);
    await page.locator('.org-header').getByLabel('Event').selectOption(EVENT);
    await page.getByText('Put the lineup on your website').click();
    const form = page.locator('.org-embed');
    await form.getByLabel('Language').selectOption('de');
    await form.getByLabel('View').selectOption('list');
    await form.getByRole('checkbox', { name: '🌅 Beach' }).check();
    await form.getByRole('checkbox', { name: '🌲 Forest' }).check();
    const code = form.getByLabel('Code to paste');
    await expect.poll(() => code.inputValue()).toContain('stages="beach,forest"');
    const snippet = await code.inputValue();
    expect(snippet).toContain(
      `<script src="${suite.server.url}/embed/v1.js" type="module"></script>`,
    );
    expect(snippet).toContain(`<lineup-schedule event="${EVENT}" lang="de" view="list"`);
    expect(snippet).toContain(`<a href="${suite.server.url}/de/lineup/${EVENT}">`);
    // the preview is the widget with those settings
    const preview = form.locator('.org-embed__preview lineup-schedule');
    await expect.poll(() => preview.locator('.nn li').count(), { timeout: 20_000 }).toBe(2);
    expect(await preview.locator('.w').innerText()).toContain('Jetzt');
    // the iframe for site builders without script
    await form.getByRole('checkbox', { name: /iframe/ }).check();
    expect(await code.inputValue()).toMatch(
      new RegExp(
        `^<iframe src="${suite.server.url}/embed/${EVENT}\\?lang=de&amp;view=list&amp;stages=beach%2Cforest"`,
      ),
    );
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await form.getByRole('checkbox', { name: /iframe/ }).uncheck();
      await form.screenshot({ path: join(SHOTS, 'embed-snippet.png') });
    }
  });
});
