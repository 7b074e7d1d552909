// `npm run bench`: the figures of issue 5, each measured in one run, printed and written to
// .bench/summary.json. Benchmarks print; they do not fail on a missed goal (exit code 0).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { bigFestivalBench } from './bigFestival.ts';
import { draftSavesBench } from './draftSaves.ts';
import { draftTypingBench } from './draftTyping.ts';
import { draftTypingPageBench } from './draftTypingPage.ts';
import { embedBench } from './embed.ts';
import { firstLoad } from './firstLoad.ts';
import { followsBench } from './follows.ts';
import { gridBench } from './grid.ts';
import { importBench } from './import.ts';
import { largeLineupBench } from './largeLineup.ts';
import { lighthouseBench } from './lighthouse.ts';
import { likeFlood } from './likeFlood.ts';
import { mediaInUseBench } from './mediaInUse.ts';
import { mobileLoad } from './mobile.ts';
import { myPlanBigBench } from './myPlanBig.ts';
import { organiserDrafts } from './organiserDrafts.ts';
import { pageRebuildBench } from './pageRebuild.ts';
import { publishVsFans } from './publishVsFans.ts';
import { pushBench } from './push.ts';
import { pushFestivalBench } from './pushFestival.ts';
import { repeatVisit } from './repeatVisit.ts';
import { reportFlood } from './reportFlood.ts';
import { roomStatesBench } from './roomStates.ts';
import { searchBench } from './search.ts';
import { type Check, table, verdict } from './support/format.ts';
import { ROOT, startBenchServer } from './support/server.ts';
import { throughput } from './throughput.ts';
import { workbookBench } from './workbookImport.ts';

const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

const needsBuild = [
  'load',
  'large',
  'lighthouse',
  'throughput',
  'publish',
  'grid',
  'big',
  'embed',
  'typing',
  'rebuild',
].some(wanted);
if (needsBuild && !existsSync(join(ROOT, 'packages/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

const checks: Check[] = [];
const details: Record<string, unknown> = {};
const NOW_PAGE = '/event/demo-2026';

if (wanted('load')) {
  const server = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const first = await firstLoad(browser, server.url, NOW_PAGE);
    checks.push(...first.checks);
    details.firstLoad = first;
    const repeat = await repeatVisit(browser, server.port, NOW_PAGE);
    checks.push(...repeat.checks);
    details.repeatVisit = repeat;
    const mobile = await mobileLoad(browser, server.url, NOW_PAGE);
    checks.push(...mobile.checks);
    details.mobile = mobile;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (wanted('embed')) {
  const server = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const result = await embedBench(browser, server.url, 'demo-2026');
    checks.push(...result.checks);
    details.embed = result;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (wanted('large')) {
  const browser = await launchBrowser();
  try {
    const result = await largeLineupBench(browser);
    checks.push(...result.checks);
    details.largeLineup = result;
  } finally {
    await browser.close();
  }
}

if (wanted('grid')) {
  const browser = await launchBrowser();
  try {
    const result = await gridBench(browser);
    checks.push(...result.checks);
    details.grid = result;
  } finally {
    await browser.close();
  }
}

if (wanted('big')) {
  const browser = await launchBrowser();
  try {
    const result = await bigFestivalBench(browser);
    checks.push(...result.checks);
    details.bigFestival = result;
  } finally {
    await browser.close();
  }
}

if (wanted('rebuild')) {
  const result = await pageRebuildBench();
  checks.push(...result.checks);
  details.pageRebuild = result.details;
}

if (wanted('plan') || wanted('myPlanBig')) {
  const browser = await launchBrowser();
  try {
    const result = await myPlanBigBench(browser);
    checks.push(...result.checks);
    details.myPlanBig = result;
  } finally {
    await browser.close();
  }
}

if (wanted('lighthouse')) {
  const server = await startBenchServer();
  try {
    const result = await lighthouseBench(server.url + NOW_PAGE);
    checks.push(...result.checks);
    details.lighthouse = result;
  } finally {
    await server.stop();
  }
}

if (wanted('search')) {
  const result = searchBench();
  checks.push(...result.checks);
  details.search = result;
}

if (wanted('rooms')) {
  const result = roomStatesBench();
  checks.push(...result.checks);
  details.roomStates = result;
}

if (wanted('throughput')) {
  const result = await throughput('/api/lineup/demo-2026');
  checks.push(...result.checks);
  details.throughput = result;
}

if (wanted('likeflood')) {
  const result = await likeFlood();
  checks.push(...result.checks);
  details.likeFlood = result;
}

if (wanted('publish')) {
  const result = await publishVsFans();
  checks.push(...result.checks);
  details.publishVsFans = result;
}

if (wanted('reports')) {
  const result = await reportFlood();
  checks.push(...result.checks);
  details.reportFlood = result;
}

if (wanted('drafts')) {
  const result = await organiserDrafts();
  checks.push(...result.checks);
  details.organiserDrafts = result;
}

if (wanted('typing')) {
  const result = draftTypingBench();
  checks.push(...result.checks);
  details.draftTyping = result;
  const browser = await launchBrowser();
  try {
    const page = await draftTypingPageBench(browser);
    checks.push(...page.checks);
    details.draftTypingPage = page;
  } finally {
    await browser.close();
  }
}

if (wanted('draftsaves')) {
  const result = await draftSavesBench();
  checks.push(...result.checks);
  details.draftSaves = result;
}

if (wanted('media')) {
  const result = await mediaInUseBench();
  checks.push(...result.checks);
  details.mediaInUse = result;
}

if (wanted('import')) {
  const result = importBench();
  checks.push(...result.checks);
  details.import = result;
}

if (wanted('workbook')) {
  const result = await workbookBench();
  checks.push(...result.checks);
  details.workbook = result.details;
}

if (wanted('push')) {
  const result = await pushBench();
  checks.push(...result.checks);
  details.push = result.details;
  const festival = await pushFestivalBench();
  checks.push(...festival.checks);
  details.pushFestival = festival.details;
}

// the festival scenario alone: `npm run bench -- push-festival`
if (only.has('push-festival') && !wanted('push')) {
  const festival = await pushFestivalBench();
  checks.push(...festival.checks);
  details.pushFestival = festival.details;
}

// followed acts booked at scale (issue 35): `npm run bench -- follows`
if (only.has('follows')) {
  const follows = await followsBench();
  checks.push(...follows.checks);
  details.follows = follows.details;
}

console.log('\nSummary');
console.log(
  table(
    ['figure', 'value', 'goal', ''],
    checks.map((c) => [c.name, `${c.value} ${c.unit}`.trim(), c.goal, verdict(c.ok)]),
  ),
);
mkdirSync(join(ROOT, '.bench'), { recursive: true });
const file = join(ROOT, '.bench', 'summary.json');
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), checks, details }, null, 2)}\n`,
);
console.log(`\nwritten: ${file}`);
