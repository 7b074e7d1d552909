// `npm run bench -- media` (issue 38, item 1): one organiser keeps a history of ten 4.9 MB
// versions made of hex letters and a draft of the same size, then lists the event's pictures
// back to back while fans load another event's lineup. The listing once ran a regular
// expression over every stored text on the fans' thread (15-21 s a listing; fans' p50 16.9 s);
// now it reads the index of references kept when the texts were stored.
import { type Check, percentile } from './support/format.ts';
import { loadTimes, p99Check } from './support/readers.ts';
import { startBenchServer } from './support/server.ts';

const LINEUP = '/api/lineup/demo-2026';
const READERS = 4;
const BASELINE_MS = 15_000;
const LISTING_MS = 30_000;
const VERSIONS = 10;
const TEXT_CHARS = 4_900_000;
const GOAL_MS = 50;
const TOKEN = 'bench-operator-token-for-the-media-scenario-0000';
const EVENT = 'hex-night';

/** a valid lineup of TEXT_CHARS characters, padded with comment lines of hex letters */
function hexLineup(variant: number): string {
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const head = `id: ${EVENT}
meta:
  partyName: Hex Night ${variant}
  timeZone: Europe/Berlin
  rooms: [Floor]
sets:
  - {dj: Opener, room: 0, start: ${day}T21:00, end: ${day}T23:00, meta: []}
`;
  const line = `# ${'0123456789abcdef'.repeat(62)}\n`;
  return (head + line.repeat(Math.ceil((TEXT_CHARS - head.length) / line.length))).slice(
    0,
    TEXT_CHARS - 1,
  );
}

async function call(url: string, method: string, body?: unknown): Promise<number> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function mediaInUseBench(): Promise<{ checks: Check[]; [key: string]: unknown }> {
  const server = await startBenchServer({
    env: {
      ORGANISER_TOKEN: TOKEN,
      NODE_OPTIONS: '--max-old-space-size=1024',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  try {
    const api = `${server.url}/api/organiser/events/${EVENT}`;
    for (let v = 1; v <= VERSIONS; v++) {
      const status = await call(`${api}/versions`, 'POST', {
        text: hexLineup(v),
        format: 'yaml',
        note: `hex ${v}`,
      });
      if (status !== 201) throw new Error(`version ${v} was refused: ${status}`);
    }
    const saved = await call(`${api}/draft`, 'PUT', { text: hexLineup(0), baseVersion: VERSIONS });
    if (saved !== 200) throw new Error(`the draft was refused: ${saved}`);

    const baseline = await loadTimes(server.url + LINEUP, READERS, BASELINE_MS);
    const listings: number[] = [];
    let listing = true;
    const lister = (async () => {
      while (listing) {
        const start = performance.now();
        const status = await call(`${api}/media`, 'GET');
        if (status !== 200) throw new Error(`the listing answered ${status}`);
        listings.push(performance.now() - start);
      }
    })();
    const during = await loadTimes(server.url + LINEUP, READERS, LISTING_MS);
    listing = false;
    await lister;

    const p99 = percentile(during, 99);
    const result = {
      readers: READERS,
      history: { versions: VERSIONS, chars: TEXT_CHARS, draft: true },
      baseline: {
        loads: baseline.length,
        p50: percentile(baseline, 50),
        p99: percentile(baseline, 99),
      },
      listing: {
        loads: during.length,
        p50: percentile(during, 50),
        p99,
        listings: listings.length,
        listingP50: percentile(listings, 50),
        listingP99: percentile(listings, 99),
      },
    };
    console.log('\nOne organiser listing pictures over a 10 × 4.9 MB hex-letter history vs fans');
    console.log(
      `  lineup loads, no listing: ${baseline.length}, p50 ${result.baseline.p50.toFixed(1)} ms, p99 ${result.baseline.p99.toFixed(1)} ms`,
    );
    console.log(
      `  lineup loads, listing:    ${during.length}, p50 ${result.listing.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    console.log(
      `  listings: ${listings.length}, p50 ${result.listing.listingP50.toFixed(1)} ms, p99 ${result.listing.listingP99.toFixed(1)} ms`,
    );
    const checks: Check[] = [
      p99Check("another event's lineup p99 while an organiser lists pictures", p99, GOAL_MS),
    ];
    return { checks, ...result };
  } finally {
    await server.stop();
  }
}
