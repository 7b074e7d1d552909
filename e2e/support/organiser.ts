// The organiser's page and API as the browser tests use them: signed in, in a language, with an
// event chosen; publishing a first version; one server and browser per test file.
import { join } from 'node:path';
import type { OrganiserDraft, PublishRefusal } from '@lineup/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../../packages/server/test/organiser/helpers.ts';
import { newPage, openContext } from './browser.ts';
import { type Running, useServerAndBrowser, withRunning } from './running.ts';
import { postJson, type RunningServer, startServer } from './server.ts';

export type PageLanguage = 'en' | 'de' | 'fr' | 'pl';

/** the browser's own language that goes with a page language, unless a test chooses another */
const BROWSER_LOCALE: Record<PageLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  pl: 'pl-PL',
};

export interface OrganiserOptions {
  browser: Browser;
  /** the server's address */
  url: string;
  /** the organiser token the page is signed in with (as the sign-in form keeps it) */
  token: string;
  viewport: { width: number; height: number };
  /** the page's language (its address and the choice kept by the page): English unless said */
  lang?: PageLanguage;
  /** the browser's language, when it differs from the page's (en-US: AM/PM, month first) */
  browserLocale?: string;
  /** the page's clock */
  now?: string;
  /** a page below the organiser's, like '/reports' */
  subpage?: string;
  /** the event to open: a string is its label in the header's event list, a pattern its button on the start page */
  event?: string | RegExp;
}

/** The organiser page opened signed in, in `lang`, with `event` chosen when one is given. */
export async function openOrganiser(
  opts: OrganiserOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const lang = opts.lang ?? 'en';
  const context = await openContext(opts.browser, {
    viewport: opts.viewport,
    locale: opts.browserLocale ?? BROWSER_LOCALE[lang],
  });
  await context.addInitScript(
    ([token, l]) => {
      localStorage.setItem('organiser_token', token);
      localStorage.setItem('locale', l);
    },
    [opts.token, lang] as const,
  );
  const page = await newPage(context, opts.now ? { now: opts.now } : {});
  await page.goto(`${opts.url}${lang === 'en' ? '' : `/${lang}`}/organiser${opts.subpage ?? ''}`);
  if (opts.event !== undefined) await chooseEvent(page, opts.event);
  return { context, page };
}

/** an event chosen: by its label in the header's event list, or (a pattern) its button on the start page */
export async function chooseEvent(page: Page, event: string | RegExp): Promise<void> {
  if (typeof event === 'string') {
    await page.locator('.org-header').getByRole('combobox').first().selectOption({ label: event });
  } else {
    await page.getByRole('button', { name: event }).click();
  }
}

/**
 * Publishes `text` (its `id:` names the event) as `token`. When the server asks for a
 * confirmation (unreadable rows, warnings), it is answered once with exactly what it asked for,
 * as the page's button does after showing the list. Throws unless the version is stored.
 */
export async function publishVersion(
  serverUrl: string,
  token: string,
  text: string,
  note = 'first',
): Promise<void> {
  const id = /^id: (\S+)/m.exec(text)?.[1];
  if (!id) throw new Error('the text has no id');
  const send = (confirm?: PublishRefusal['confirmation']) =>
    fetch(`${serverUrl}/api/organiser/events/${id}/versions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text, format: 'yaml', note, ...(confirm ? { confirm } : {}) }),
    });
  let res = await send();
  if (res.status === 409) {
    const refusal = (await res.json()) as PublishRefusal;
    if (!refusal.needsConfirmation) throw new Error(`publish ${id}: ${refusal.error}`);
    res = await send(refusal.confirmation);
  }
  if (res.status !== 201) throw new Error(`publish ${id}: ${res.status} ${await res.text()}`);
}

/** the event's draft as the server keeps it, or null when it has none */
export async function readDraft(
  serverUrl: string,
  token: string,
  id: string,
): Promise<OrganiserDraft | null> {
  const res = await fetch(`${serverUrl}/api/organiser/events/${id}/draft`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status === 200 ? ((await res.json()) as OrganiserDraft) : null;
}

/** the draft's text, or '' when the event has no draft */
export const draftText = async (serverUrl: string, token: string, id: string) =>
  (await readDraft(serverUrl, token, id))?.text ?? '';

export interface OrganiserSuiteOptions {
  /** the server's and the pages' clock */
  now: string;
  /** the operator token the server is started with (ORGANISER_TOKEN) */
  operator: string;
  /** more of the server's environment (push, quotas…) */
  env?: Record<string, string>;
  /** event texts published as the operator before the first test */
  publish?: readonly string[];
}

export interface OrganiserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly now: string;
  readonly operator: string;
  /** the organiser page signed in as the operator at the suite's clock (closed after the file) */
  open(
    opts: Omit<OrganiserOptions, 'browser' | 'url' | 'token'> & { token?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** `text` published as the operator (see publishVersion) */
  publish(text: string, note?: string): Promise<void>;
  /** the event's draft text as the operator reads it ('' without a draft) */
  draftOf(id: string): Promise<string>;
  /** `lineup organiser add` for `event` on the server's database: the token it printed */
  addOrganiser(event: string, name?: string): Promise<string>;
  /** a JSON POST to the server */
  post(path: string, body: unknown, headers?: Record<string, string>): ReturnType<typeof postJson>;
}

/**
 * One server with an operator token and one browser per organiser test file, the file's
 * events published first; every organiser page opened through it is closed after the file.
 */
export function useOrganiserSuite(options: OrganiserSuiteOptions): OrganiserSuite {
  const running = useServerAndBrowser(() =>
    startServer({ now: options.now, env: { ORGANISER_TOKEN: options.operator, ...options.env } }),
  );
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    for (const text of options.publish ?? []) await suite.publish(text);
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });

  const suite: OrganiserSuite = withRunning<Omit<OrganiserSuite, keyof Running>>(running, {
    now: options.now,
    operator: options.operator,
    async open(opts) {
      const opened = await openOrganiser({
        now: options.now,
        ...opts,
        browser: suite.browser,
        url: suite.server.url,
        token: opts.token ?? options.operator,
      });
      contexts.push(opened.context);
      return opened;
    },
    publish: (text, note) => publishVersion(suite.server.url, options.operator, text, note),
    draftOf: (id) => draftText(suite.server.url, options.operator, id),
    post: (path, body, headers = {}) => postJson(suite.server.url, path, body, headers),
    async addOrganiser(event, name) {
      const database = `sqlite:${join(suite.server.dataDir, '..', 'lineup.db')}`;
      const added = await runCli(
        ['organiser', 'add', ...(name ? ['--name', name] : []), '--event', event],
        { env: { DATABASE_URL: database, LINEUP_NOW: options.now } },
      );
      const token = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)?.[1];
      if (added.code !== 0 || !token) throw new Error(`organiser add: ${added.stderr}`);
      return token;
    },
  });
  return suite;
}
