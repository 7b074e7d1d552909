// @vitest-environment happy-dom
// The organiser page (issues 7 and 26): asks for the token, keeps it on this device until
// "sign out", shows the validation report (errors and warnings with file:line) and the like
// totals per stage, most liked first; a wrong token, a switched-off feature and empty data
// each say so plainly.
import type { Locale } from '@lineup/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { pathsFor } from '../../src/kit/paths.ts';
import Privacy from '../../src/legal/Privacy.tsx';
import OrganiserPage from '../../src/organiser/OrganiserPage.tsx';
import type { LikeStats, OrganiserReport } from '../../src/organiser/organiserApi.ts';

const TOKEN = 'festival-secret';
const AT = '2026-07-30T21:00:00.000Z';

const REPORT: OrganiserReport = {
  generatedAt: AT,
  errors: 1,
  warnings: 1,
  files: [
    {
      file: 'events/broken.yaml',
      status: 'never-loaded',
      event: null,
      readAt: AT,
      loadedAt: null,
      errors: [
        {
          file: 'events/broken.yaml',
          line: 4,
          rule: 'meta.timeZone',
          message: 'unknown time zone "Europe/Berln"',
          text: 'events/broken.yaml:4: meta.timeZone: unknown time zone "Europe/Berln"',
        },
      ],
      warnings: [],
    },
    {
      file: 'events/sunrise.yaml',
      status: 'loaded',
      event: { id: 'sunrise', partyName: 'Sunrise', sets: 3, stages: 2, hash: 'abc123' },
      readAt: AT,
      loadedAt: AT,
      errors: [],
      warnings: [
        {
          file: 'events/sunrise.yaml',
          line: 19,
          rule: 'set.overlap',
          message: 'Second overlaps First in Beach',
          text: 'events/sunrise.yaml:19: set.overlap: Second overlaps First in Beach',
        },
      ],
    },
    {
      file: 'events/duck.json',
      status: 'loaded',
      event: { id: 'duck', partyName: 'Duck Night', sets: 1, stages: 1, hash: 'def456' },
      readAt: AT,
      loadedAt: AT,
      errors: [],
      warnings: [],
    },
  ],
};

const set = (dj: string, stage: string, room: number, start: string, likes: number) => ({
  dj,
  stage,
  room,
  start,
  end: new Date(Date.parse(start) + 2 * 3600_000).toISOString(),
  likes,
});

const SUNRISE: LikeStats = {
  event: 'sunrise',
  partyName: 'Sunrise',
  timeZone: 'Europe/Berlin',
  total: 6,
  sets: [
    set('Margaret', 'Forest', 1, '2026-07-30T23:00:00.000Z', 3),
    set('Ada', 'Beach', 0, '2026-07-30T20:00:00.000Z', 2),
    set('Grace', 'Beach', 0, '2026-07-30T22:00:00.000Z', 1),
  ],
  stages: [
    { stage: 'Forest', room: 1, likes: 3, likedActs: 1 },
    { stage: 'Beach', room: 0, likes: 3, likedActs: 2 },
  ],
  gone: [],
};

const DUCK: LikeStats = {
  event: 'duck',
  partyName: 'Duck Night',
  timeZone: 'Europe/Berlin',
  total: 0,
  sets: [set('Quack', 'Pond', 0, '2026-07-30T20:00:00.000Z', 0)],
  stages: [{ stage: 'Pond', room: 0, likes: 0, likedActs: 0 }],
  gone: [],
};

type Route = (url: string, init?: RequestInit) => Response;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

/** the server: the right token opens the report and the stats of sunrise and duck */
function serve(overrides: Partial<Record<'report', Route>> = {}) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/organiser/')) {
      return Response.json({ error: '404: This page does not exist' }, { status: 404 });
    }
    const auth = new Headers(init?.headers).get('authorization');
    if (auth !== `Bearer ${TOKEN}`) {
      return Response.json({ error: '401: Wrong organiser token' }, { status: 401 });
    }
    if (url === '/api/organiser/events') {
      return Response.json({ access: { kind: 'operator', name: 'operator' }, events: [] });
    }
    if (url === '/api/organiser/report') {
      return overrides.report ? overrides.report(url, init) : Response.json(REPORT);
    }
    if (url === '/api/organiser/stats/sunrise') return Response.json(SUNRISE);
    if (url === '/api/organiser/stats/duck') return Response.json(DUCK);
    return Response.json({ error: '404: This page does not exist' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function show(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <OrganiserPage />
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

/** the report and the likes sit in a part of the page opened on demand */
async function openServerPart() {
  const summary = await screen.findByText('Event files on the server and likes');
  const details = summary.closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return details;
}

function enterToken(token: string) {
  fireEvent.input(screen.getByLabelText('Organiser token'), { target: { value: token } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the token', () => {
  it('is asked for first, and nothing is fetched without it', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Organiser view');
    expect(screen.getByLabelText('Organiser token').getAttribute('type')).toBe('password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is sent as a Bearer token and kept on this device until sign-out (local storage)', async () => {
    show();
    enterToken(` ${TOKEN} `);
    await screen.findByText(/kept in this browser’s local storage/);
    expect(localStorage.getItem('organiser_token')).toBe(TOKEN);
    expect(await screen.findByText('Signed in as operator')).toBeTruthy();
  });

  it('is not asked again on this device', async () => {
    localStorage.setItem('organiser_token', TOKEN);
    show();
    await screen.findByText('Signed in as operator');
    expect(screen.queryByLabelText('Organiser token')).toBeNull();
  });

  it('when wrong, says so, is forgotten, and can be typed again', async () => {
    show();
    enterToken('guess');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Wrong token\./);
    await waitFor(() => expect(localStorage.getItem('organiser_token')).toBeNull());
    expect(screen.getByLabelText('Organiser token').getAttribute('aria-invalid')).toBe('true');
    enterToken(TOKEN);
    await screen.findByText('Signed in as operator');
  });

  it('is forgotten on sign-out', async () => {
    localStorage.setItem('organiser_token', TOKEN);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByLabelText('Organiser token')).toBeTruthy();
    expect(localStorage.getItem('organiser_token')).toBeNull();
  });

  it('tells when the server has the organiser view switched off (no ORGANISER_TOKEN)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: '404: This page does not exist' }, { status: 404 })),
    );
    show();
    enterToken(TOKEN);
    expect((await screen.findByRole('alert')).textContent).toMatch(/switched off.*ORGANISER_TOKEN/);
  });
});

describe('the validation report', () => {
  beforeEach(() => localStorage.setItem('organiser_token', TOKEN));

  it('shows each file, errors in the error list and warnings in the warning list, with file:line', async () => {
    show();
    await openServerPart();
    const files = await screen.findAllByRole('listitem', { name: /^events\// });
    expect(files.map((f) => f.querySelector('h3')?.textContent)).toEqual([
      'events/broken.yaml',
      'events/sunrise.yaml',
      'events/duck.json',
    ]);
    expect(screen.getByText('3 files: 1 error, 1 warning')).toBeTruthy();

    const [broken, sunrise, duck] = files as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(broken).getByText('Broken: not served')).toBeTruthy();
    const errors = broken.querySelector('.organiser-diags--error');
    expect(errors?.querySelector('h4')?.textContent).toBe('Errors (1)');
    expect(errors?.querySelector('li')?.textContent).toBe(REPORT.files[0]!.errors[0]!.text);

    expect(within(sunrise).getByText('Served')).toBeTruthy();
    expect(sunrise.querySelector('.organiser-diags--error')).toBeNull();
    const warnings = sunrise.querySelector('.organiser-diags--warning');
    expect(warnings?.querySelector('h4')?.textContent).toBe('Warnings (1)');
    expect(warnings?.querySelector('li')?.textContent).toBe(
      'events/sunrise.yaml:19: set.overlap: Second overlaps First in Beach',
    );
    expect(within(sunrise).getByText('abc123')).toBeTruthy();

    expect(within(duck).getByText('No errors, no warnings.')).toBeTruthy();
  });

  it('says when DATA_DIR/events holds no file, and that there are no likes to show', async () => {
    serve({ report: () => Response.json({ ...REPORT, files: [], errors: 0, warnings: 0 }) });
    show();
    await openServerPart();
    expect(await screen.findByText(/^No event files in DATA_DIR\/events\./)).toBeTruthy();
    expect(screen.getByText('No event is served, so there are no likes to show.')).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    serve({ report: () => Response.json({ error: '500: Server error' }, { status: 500 }) });
    show();
    await openServerPart();
    expect(await screen.findByText(/server cannot be reached|answered with an error/)).toBeTruthy();
  });
});

describe('the like totals', () => {
  beforeEach(() => localStorage.setItem('organiser_token', TOKEN));

  it('show the first served event: stages, then each stage’s sets, most liked first', async () => {
    show();
    const part = await openServerPart();
    const select = (await within(part).findByLabelText('Event')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['sunrise', 'duck']);
    expect(await screen.findByText('6 likes in all (anonymous totals)')).toBeTruthy();
    const tables = screen.getAllByRole('table');
    const rows = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent));
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Per stage, most liked first',
      'Forest: sets, most liked first',
      'Beach: sets, most liked first',
    ]);
    expect(rows(tables[0]!)).toEqual([
      ['Forest', '3', '1'],
      ['Beach', '3', '2'],
    ]);
    expect(rows(tables[2]!).map(([likes, act]) => [likes, act])).toEqual([
      ['2', 'Ada'],
      ['1', 'Grace'],
    ]);
    // times in the event's zone: Ada plays 22:00–00:00 in Berlin
    expect(rows(tables[2]!)[0]?.[2]).toMatch(/22:00.*00:00/);
  });

  it('switch with the event choice, and say when an event has no likes yet', async () => {
    show();
    const part = await openServerPart();
    const select = await within(part).findByLabelText('Event');
    await screen.findByText('6 likes in all (anonymous totals)');
    fireEvent.change(select, { target: { value: 'duck' } });
    expect(await screen.findByText('No likes yet.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/organiser/stats/duck', expect.anything());
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('languages', () => {
  it.each([
    ['en', 'Organiser view', 'Organiser token'],
    ['de', 'Veranstalteransicht', 'Veranstalter-Token'],
    ['fr', 'Vue organisateur', 'Jeton organisateur'],
    ['pl', 'Widok organizatora', 'Token organizatora'],
  ] as const)('%s', (locale, title, label) => {
    show(locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('counts in the language’s plural forms (Polish: 3 pliki, 1 błąd)', async () => {
    localStorage.setItem('organiser_token', TOKEN);
    show('pl');
    const summary = await screen.findByText('Pliki wydarzeń na serwerze i polubienia');
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('3 pliki: 1 błąd, 1 ostrzeżenie')).toBeTruthy();
  });
});

describe('in the app', () => {
  it.each([
    ['/organiser', 'Organiser view'],
    ['/de/organiser', 'Veranstalteransicht'],
    ['/fr/organiser', 'Vue organisateur'],
    ['/pl/organiser', 'Widok organizatora'],
  ])('%s opens the page, which no link of the app points to', async (url, title) => {
    window.history.replaceState(null, '', url);
    render(<App />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    // the header's language switch of this very page aside, nothing links here
    const links = [...document.querySelectorAll('a')]
      .filter((a) => !a.closest('.header__langs'))
      .map((a) => a.getAttribute('href') ?? '');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => href.includes('organiser'))).toEqual([]);
  });

  it('has a path in each language for the docs to give', () => {
    expect(['en', 'de', 'fr', 'pl'].map((l) => pathsFor(l as Locale).organiser())).toEqual([
      '/organiser',
      '/de/organiser',
      '/fr/organiser',
      '/pl/organiser',
    ]);
  });

  it('the privacy page lists the token item and why it exists', () => {
    render(
      <LocaleProvider locale="en">
        <Privacy />
      </LocaleProvider>,
    );
    const item = screen.getByText('organiser_token').closest('div');
    expect(item?.textContent).toMatch(/organiser token.*organiser page.*sign out/);
  });
});
