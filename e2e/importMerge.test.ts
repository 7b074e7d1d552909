// An import into an event that exists (issue 32, items 2 and 3): the event has a set typed by
// hand that the file does not have, and the file writes its stage "Seeufer" as "Sesufer".
// Before anything changes the page asks where "Sesufer" goes ("did you mean 🌊 Seeufer?") and
// whether the hand-typed set stays, with its count; the draft then holds what was chosen, and
// the event's stages keep their names and emoticons. Desktop and a 390 px phone, en and de.
import { parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-08-10T12:00:00.000Z';
const OPERATOR = 'operator-import-merge-e2e-0123456789abcdef';
const eventText = (id: string) => `id: ${id}
listedFrom: 2026-08-01
meta:
  partyName: Lake Days ${id}
  timeZone: Europe/Berlin
  rooms: ["🌊 Seeufer", Wald]
  emoticons: ["🌊", "🌲"]
sets:
  - {dj: Hand Typed, room: 1, start: 2026-08-14T18:00, end: 2026-08-14T19:00}
  - {dj: Alpha, room: 0, start: 2026-08-14T20:00, end: 2026-08-14T21:00}
`;
const CSV = `stage,dj,start,end
Sesufer,Alpha,2026-08-14 20:00,2026-08-14 21:00
Sesufer,Beta,2026-08-14 21:00,2026-08-14 22:00
wald,Gamma,2026-08-14 19:00,2026-08-14 20:30
`;

const WORDS = {
  en: {
    path: '/organiser',
    read: 'Read the file',
    file: 'File',
    stageQuestion: 'Stage “Sesufer” in the file: 2 sets',
    nearHint: 'Not a stage of this event. Did you mean 🌊 Seeufer?',
    others: '1 set of the event is not in the file (typed by hand?)',
    othersByStage: 'By stage: Wald (1)',
    handTypedStart: 'Fri 14 Aug 18:00',
    keep: 'Keep it',
    remove: 'Remove it',
    newStage: 'Create a new stage “Sesufer”',
    apply: 'Import with these choices',
    startOf: (act: string) => `Start of ${act}`,
  },
  de: {
    path: '/de/organiser',
    read: 'Datei einlesen',
    file: 'Datei',
    stageQuestion: 'Bühne „Sesufer“ in der Datei: 2 Sets',
    nearHint: 'Keine Bühne dieses Events. Meintest du 🌊 Seeufer?',
    others: '1 Set des Events steht nicht in der Datei (von Hand eingetragen?)',
    othersByStage: 'Nach Bühne: Wald (1)',
    handTypedStart: 'Fr., 14. Aug. 18:00',
    keep: 'Behalten',
    remove: 'Entfernen',
    newStage: 'Neue Bühne „Sesufer“ anlegen',
    apply: 'Mit dieser Wahl importieren',
    startOf: (act: string) => `Beginn von ${act}`,
  },
};

// a festival's spreadsheet written by night: Late One plays in the night of Friday the 14th
const nightEvent = (id: string) => `id: ${id}
listedFrom: 2026-08-01
meta:
  partyName: Night Reading ${id}
  timeZone: Europe/Berlin
  rooms: [Seeufer]
  start: [2026-08-14T18:00]
  end: [2026-08-15T12:00]
sets:
  - {dj: Alpha, room: 0, start: 2026-08-14T22:00, end: 2026-08-14T23:30}
`;
const NIGHT_CSV = `stage,dj,date,start,end
Seeufer,Alpha,14.08.,22:00,23:30
Seeufer,Late One,14.08.,01:30,03:00
`;
const NIGHT_CASES = [
  { id: 'nights-en-desktop', lang: 'en', viewport: DESKTOP },
  { id: 'nights-de-phone', lang: 'de', viewport: PHONE },
] as const;
const NIGHT_WORDS = {
  en: {
    question: '1 set of the file starts after midnight. How is the date of such a time written?',
    byNight: /^Friday night 01:30: the date of the night/,
    nightOf: 'Night of Late One',
    friday: /^Fri/,
  },
  de: {
    question: '1 Set der Datei beginnt nach Mitternacht. Welches Datum steht bei solchen Zeiten?',
    byNight: /^Nacht von Freitag, 01:30: das Datum der Nacht/,
    nightOf: 'Nacht von Late One',
    friday: /^Fr/,
  },
};

const CASES = [
  { id: 'lake-en-desktop', lang: 'en', viewport: DESKTOP, keep: true },
  { id: 'lake-en-phone', lang: 'en', viewport: PHONE, keep: false },
  { id: 'lake-de-desktop', lang: 'de', viewport: DESKTOP, keep: false },
  { id: 'lake-de-phone', lang: 'de', viewport: PHONE, keep: true },
] as const;

const suite = useOrganiserSuite({
  now: NOW,
  operator: OPERATOR,
  publish: [...CASES.map((c) => eventText(c.id)), ...NIGHT_CASES.map((c) => nightEvent(c.id))],
});

/** the organiser page in `lang`, the event chosen, `csv` read on its import view */
async function importInto(
  lang: 'en' | 'de',
  viewport: { width: number; height: number },
  event: string,
  csv: string,
) {
  const w = WORDS[lang];
  const { context, page } = await suite.open({ viewport, lang, event });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByLabel(w.file, { exact: true }).setInputFiles({
    name: 'lineup.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: w.read }).click();
  return { context, page };
}

describe('an import into an event with a hand-typed set and a misspelt stage', () => {
  it.each(CASES)(
    '$id: asks first, then keeps what was chosen',
    async ({ id, lang, viewport, keep }) => {
      const w = WORDS[lang];
      const { context, page } = await importInto(lang, viewport, `Lake Days ${id} (${id})`, CSV);

      // asked before anything changes: the misspelt stage with its suggestion, the set with its count
      await page.getByText(w.nearHint).waitFor();
      await page.getByText(w.others).waitFor();
      await page.getByText(w.othersByStage, { exact: true }).waitFor();
      // its start written the page's way
      await page.getByText(`Hand Typed · Wald · ${w.handTypedStart}`).waitFor();
      // "wald" is the event's Wald: not asked
      expect(await page.getByRole('combobox', { name: /wald/i }).count()).toBe(0);
      // each question shows its numbers before the choice: the stage's sets, the hand-typed ones
      expect(await page.getByRole('combobox', { name: w.stageQuestion, exact: true }).count()).toBe(
        1,
      );
      expect(await suite.draftOf(id)).not.toContain('Beta');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

      if (process.env.ORGANISER_SHOTS) {
        await page.locator('.org-import-ask').screenshot({
          path: `${process.env.ORGANISER_SHOTS}/organiser-import-ask-${id}.png`,
        });
      }
      const stage = page.getByLabel(w.stageQuestion);
      if (!keep) await stage.selectOption({ label: w.newStage });
      await page.getByRole('radio', { name: keep ? w.keep : w.remove }).check();
      await page.getByRole('button', { name: w.apply }).click();

      await page.getByLabel(w.startOf('Beta')).waitFor();
      expect(await page.getByLabel(w.startOf('Hand Typed')).count()).toBe(keep ? 1 : 0);
      // the draft holds what was chosen: the event's stages with their emoticons, and a new one only when asked for
      let draft = '';
      await expect
        .poll(async () => (draft = await suite.draftOf(id)), { timeout: 15_000 })
        .toContain('Beta');
      const event = parseEventFile(draft, 'draft.yaml', { now: new Date(NOW) }).event!;
      expect(event.meta.partyName).toBe(`Lake Days ${id}`);
      expect(event.meta.rooms).toEqual(
        keep ? ['🌊 Seeufer', 'Wald'] : ['🌊 Seeufer', 'Wald', 'Sesufer'],
      );
      expect(event.meta.emoticons.slice(0, 2)).toEqual(['🌊', '🌲']);
      const where = Object.fromEntries(event.sets.map((s) => [s.dj, event.meta.rooms[s.room]]));
      expect(where).toEqual({
        ...(keep ? { 'Hand Typed': 'Wald' } : {}),
        Alpha: keep ? '🌊 Seeufer' : 'Sesufer',
        Beta: keep ? '🌊 Seeufer' : 'Sesufer',
        Gamma: 'Wald',
      });
      await context.close();
    },
  );
});

describe('a spreadsheet written by night', () => {
  it.each(NIGHT_CASES)(
    '$id: "14.08. 01:30" lands on Friday’s night, not on a phantom Thursday',
    async ({ id, lang, viewport }) => {
      const w = { ...WORDS[lang], ...NIGHT_WORDS[lang] };
      const { context, page } = await importInto(
        lang,
        viewport,
        `Night Reading ${id} (${id})`,
        NIGHT_CSV,
      );
      // one choice for the whole file, with an example row
      await page.getByText(w.question).waitFor();
      await page.getByText('Late One', { exact: false }).first().waitFor();
      const byNight = page.getByRole('radio', { name: w.byNight });
      expect(await byNight.isChecked()).toBe(true);
      if (process.env.ORGANISER_SHOTS) {
        await page.locator('.org-import-ask').screenshot({
          path: `${process.env.ORGANISER_SHOTS}/organiser-import-nights-${id}.png`,
        });
      }
      await page.getByRole('button', { name: w.apply }).click();

      const night = page.getByLabel(w.nightOf);
      await night.waitFor();
      expect(await night.locator('option:checked').textContent()).toMatch(w.friday);
      expect(await page.getByLabel(w.startOf('Late One')).inputValue()).toBe('01:30');
      let draft = '';
      await expect
        .poll(async () => (draft = await suite.draftOf(id)), { timeout: 15_000 })
        .toContain('Late One');
      const event = parseEventFile(draft, 'draft.yaml', { now: new Date(NOW) }).event!;
      const late = event.sets.find((s) => s.dj === 'Late One')!;
      // Saturday 01:30 in Berlin (UTC+2)
      expect(late.start).toBe('2026-08-14T23:30:00.000Z');
      await context.close();
    },
  );
});
