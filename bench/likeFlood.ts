// `npm run bench -- likeflood` (issue 12): one signed-in fan floods POST /api/likes at the rate
// limit (as fast as they can; the server takes RATE_LIMIT_PER_MINUTE a minute and answers the
// rest 429), each send 500 new likes of made-up acts and 500 take-backs, on an account already
// at its bounds; meanwhile other fans load the lineup. The figure is their p99, against the same
// readers without the flood.
import type { LikeEntry } from '@lineup/core';
import { startFakeProvider } from '../packages/server/test/helpers/fakeProvider.ts';
import { type Check, percentile } from './support/format.ts';
import { loadTimes, p99Check } from './support/readers.ts';
import { startBenchServer } from './support/server.ts';

const LINEUP = '/api/lineup/demo-2026';
const READERS = 4;
const BASELINE_MS = 15_000;
const FLOOD_MS = 30_000;
const RATE_LIMIT_PER_MINUTE = 60;
const GOAL_MS = 50;

function fake(i: number): LikeEntry {
  return {
    dj: `Nobody ${i}`,
    room: i % 5,
    partyName: 'Demo',
    title: `Nobody ${i}`,
    beginningSchedule: '2026-07-30T10:00:00.000Z',
    started: '2026-07-30T22:00:00.000Z',
    meta: [{ key: 'soundcloud', value: `https://soundcloud.com/nobody-${i}` }],
    likedAt: new Date(Date.parse('2026-07-30T20:00:00.000Z') + i).toISOString(),
  };
}

function floodBody(token: string, round: number): string {
  const likes = Array.from({ length: 500 }, (_, i) => fake(round * 1000 + i));
  const removed = Array.from({ length: 500 }, (_, i) => {
    const like = fake(round * 1000 + 500 + i);
    return {
      dj: like.dj,
      room: like.room,
      beginningSchedule: like.beginningSchedule,
      removedAt: like.likedAt,
    };
  });
  return JSON.stringify({ token, likes, removed });
}

/** lineup loads by READERS fans for `ms`; returns each load's time in ms */
function read(url: string, ms: number): Promise<number[]> {
  return loadTimes(url + LINEUP, READERS, ms);
}

export async function likeFlood(): Promise<{ checks: Check[]; [key: string]: unknown }> {
  const provider = await startFakeProvider(
    'bench-client',
    'bench-secret',
    'https://lineup.bench/callback',
  );
  const server = await startBenchServer({
    env: { ...provider.env(), RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE) },
  });
  try {
    const { code, codeVerifier } = provider.authorize({
      id: 4711,
      permalink_url: 'https://soundcloud.com/flooder',
      followings: [],
    });
    const login = await fetch(`${server.url}/api/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, codeVerifier }),
    });
    const { bunny_token: token } = (await login.json()) as { bunny_token: string };

    const baseline = await read(server.url, BASELINE_MS);

    // built before the clock runs, so building them does not slow this process's readers
    const bodies = Array.from({ length: RATE_LIMIT_PER_MINUTE + 10 }, (_, round) =>
      floodBody(token, round),
    );
    let accepted = 0;
    let refused = 0;
    const sendTimes: number[] = [];
    let flooding = true;
    const flood = (async () => {
      for (let round = 0; flooding; round++) {
        const start = performance.now();
        const response = await fetch(`${server.url}/api/likes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bodies[round % bodies.length],
        });
        await response.arrayBuffer();
        if (response.status === 200) {
          accepted++;
          sendTimes.push(performance.now() - start);
        } else refused++;
      }
    })();
    // the first sends fill the account to its bounds (1,000 likes, 1,000 take-backs)
    const flooded = await read(server.url, FLOOD_MS);
    flooding = false;
    await flood;

    const p99 = percentile(flooded, 99);
    const result = {
      readers: READERS,
      rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
      baseline: {
        loads: baseline.length,
        p50: percentile(baseline, 50),
        p99: percentile(baseline, 99),
      },
      flooded: { loads: flooded.length, p50: percentile(flooded, 50), p99 },
      flood: {
        accepted,
        refused,
        sendP50: sendTimes.length ? percentile(sendTimes, 50) : null,
        sendMax: sendTimes.length ? Math.max(...sendTimes) : null,
      },
    };
    console.log('\nOne fan flooding likes at the rate limit');
    console.log(
      `  lineup loads without flood: ${baseline.length}, p50 ${result.baseline.p50.toFixed(1)} ms, p99 ${result.baseline.p99.toFixed(1)} ms`,
    );
    console.log(
      `  lineup loads under flood:   ${flooded.length}, p50 ${result.flooded.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    console.log(
      `  flood sends: ${accepted} taken (median ${result.flood.sendP50?.toFixed(0)} ms, max ${result.flood.sendMax?.toFixed(0)} ms), ${refused} refused with 429`,
    );
    const checks: Check[] = [p99Check('lineup p99 while one fan floods likes', p99, GOAL_MS)];
    return { checks, ...result };
  } finally {
    await server.stop();
    await provider.close();
  }
}
