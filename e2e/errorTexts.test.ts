// Every error text in the fan's language (issue 16, item 15); English keeps the spec's exact
// words (§5, §8).
import { describe, expect, it } from 'vitest';
import { useSuite } from './support/suite.ts';

const suite = useSuite();

describe('error texts', () => {
  it.each([
    ['', '404: This page does not exist'],
    ['/de', '404: Diese Seite gibt es nicht'],
    ['/fr', '404 : cette page n’existe pas'],
    ['/pl', '404: Ta strona nie istnieje'],
  ])('%s: an unknown event says 404 in the language', async (prefix, text) => {
    const page = await suite.open(`${prefix}/event/no-such-fest`);
    await page.getByRole('alert').getByText(text, { exact: true }).waitFor();
  });

  it.each([
    ['', 'Server is down or unreachable'],
    ['/de', 'Der Server ist nicht erreichbar'],
  ])('%s: no connection to the server', async (prefix, text) => {
    const page = await suite.open(`${prefix}/event/testfest-2026`);
    // this event came with the page; the next one must be fetched, and the network is gone
    const previous = page.getByRole('link', { name: /^Testfest 2025/ });
    await previous.waitFor();
    await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
    await previous.click();
    // the app retries a few times (spec §9) before it gives up and says so
    await page.getByRole('alert').getByText(text, { exact: true }).waitFor({ timeout: 40_000 });
  });

  it('a sign-in return without its code, in French', async () => {
    const page = await suite.open('/fr/callback');
    await page.getByText('Code d’autorisation ou vérificateur PKCE manquant').waitFor();
    await page.getByRole('heading', { name: 'Échec de la connexion' }).waitFor();
  });

  it('a sign-in return that cannot reach the server shows no raw browser text, in Polish', async () => {
    const context = await suite.context();
    await context.route('**/api/callback*', (route) => route.abort('internetdisconnected'));
    await context.addInitScript(() => sessionStorage.setItem('pkce_code_verifier', 'v'.repeat(43)));
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/callback?code=abc&state=.pl`);
    await page.getByText('Serwer nie działa lub jest nieosiągalny').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Failed to fetch');
  });

  it('a failed sign-out, in German', async () => {
    const context = await suite.context();
    await context.route('**/api/deleteUser', (route) => route.fulfill({ status: 500, body: '{}' }));
    await context.addInitScript(() => localStorage.setItem('bunny_token', 't'.repeat(43)));
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/de/logout`);
    await page.getByRole('heading', { name: 'Abmeldung fehlgeschlagen' }).waitFor();
    await page.getByText('Der Server antwortete mit 500', { exact: true }).waitFor();
  });
});
