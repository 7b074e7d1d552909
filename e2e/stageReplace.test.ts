import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-08-10T12:00:00.000Z';
const OPERATOR = 'operator-stage-replace-e2e-0123456789abcdef';
const eventText = (id: string) => `id: ${id}
listedFrom: 2026-08-01
meta:
  partyName: Lake ${id}
  timeZone: Europe/Berlin
  rooms: ["🌊 Seeufer", Wald]
  emoticons: ["🌊", "🌲"]
sets:
  - {dj: Alpha, room: 0, start: 2026-08-14T20:00, end: 2026-08-14T21:00}
  - {dj: Beta, room: 0, start: 2026-08-14T21:00, end: 2026-08-14T22:00}
  - {dj: Hand Typed, room: 1, start: 2026-08-14T18:00, end: 2026-08-14T19:00}
`;
// Alpha and Beta half an hour later; Hand Typed is not in the file
const CSV = `stage,dj,start,end
Seeufer,Alpha,2026-08-14 20:30,2026-08-14 21:30
Seeufer,Beta,2026-08-14 21:30,2026-08-14 22:30
Wald,Gamma,2026-08-14 19:00,2026-08-14 20:00
`;

const WORDS = {
  en: {
    path: '/organiser',
    event: 'Event',
    stageName: 'Stage name',
    save: 'Save the event’s details',
    undo: 'Undo',
    renamed: 'Replacing “🌊 Seeufer” with “Strand” moves its 2 sets to “Strand”.',
    file: 'File',
    read: 'Read the file',
    remove: 'Remove it',
    apply: 'Import with these choices',
    outcome:
      'The import moved 2 sets and removed 1 set (🌊 Seeufer: moved 2 sets; Wald: removed 1 set).',
  },
  de: {
    path: '/de/organiser',
    event: 'Event',
    stageName: 'Name der Bühne',
    save: 'Angaben zum Event speichern',
    undo: 'Rückgängig',
    renamed: '„Strand“ statt „🌊 Seeufer“: seine 2 Sets spielen jetzt auf „Strand“.',
    file: 'Datei',
    read: 'Datei einlesen',
    remove: 'Entfernen',
    apply: 'Mit dieser Wahl importieren',
    outcome:
      'Der Import hat 2 Sets verschoben und 1 Set entfernt (🌊 Seeufer: 2 Sets verschoben; Wald: 1 Set entfernt).',
  },
};

const CASES = [
  { lang: 'en', viewport: DESKTOP, id: 'replace-en-desktop' },
  { lang: 'de', viewport: PHONE, id: 'replace-de-phone' },
] as const;

const suite = useOrganiserSuite({
  now: NOW,
  operator: OPERATOR,
  publish: CASES.flatMap((c) => [eventText(`${c.id}-form`), eventText(`${c.id}-import`)]),
});

const draftOf = (id: string) => suite.draftOf(id);

const organiser = (lang: 'en' | 'de', viewport: typeof PHONE, id: string) =>
  suite.open({ viewport, lang, event: `Lake ${id} (${id})` });

describe('replacing a stage says what goes, with Undo on the spot', () => {
  it.each(CASES)('$id: a stage with sets renamed over in the form', async (c) => {
    const w = WORDS[c.lang];
    const id = `${c.id}-form`;
    const { context, page } = await organiser(c.lang, c.viewport, id);
    await page.getByRole('button', { name: w.event, exact: true }).click();
    const name = page.getByLabel(w.stageName, { exact: true }).first();
    expect(await name.inputValue()).toBe('🌊 Seeufer');
    await name.fill('Strand');
    const save = page.getByRole('button', { name: w.save });
    await save.click();
    // said beside the button, with its Undo
    const said = page.locator('.org-form__undo');
    await said.getByText(w.renamed).waitFor();
    const undo = said.getByRole('button', { name: w.undo });
    const [at, near] = [(await save.boundingBox())!, (await undo.boundingBox())!];
    expect(Math.abs(near.y - at.y)).toBeLessThan(160);
    await expect.poll(() => draftOf(id), { timeout: 15_000 }).toContain('Strand');
    await undo.click();
    await expect
      .poll(async () => page.getByLabel(w.stageName, { exact: true }).first().inputValue())
      .toBe('🌊 Seeufer');
    await expect.poll(() => draftOf(id), { timeout: 15_000 }).not.toContain('Strand');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(c.viewport.width);
    await context.close();
  });

  it.each(CASES)('$id: an import that moves and removes sets of the stages', async (c) => {
    const w = WORDS[c.lang];
    const id = `${c.id}-import`;
    const { context, page } = await organiser(c.lang, c.viewport, id);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByLabel(w.file, { exact: true }).setInputFiles({
      name: 'lineup.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: w.read }).click();
    await page.getByRole('radio', { name: w.remove }).check();
    await page.getByRole('button', { name: w.apply }).click();
    const said = page.locator('.org-undo', { hasText: w.outcome });
    await said.waitFor();
    await expect.poll(() => draftOf(id), { timeout: 15_000 }).toContain('Gamma');
    expect(await draftOf(id)).not.toContain('Hand Typed');
    await said.getByRole('button', { name: w.undo }).click();
    await expect.poll(() => draftOf(id), { timeout: 15_000 }).toContain('Hand Typed');
    expect(await draftOf(id)).not.toContain('Gamma');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(c.viewport.width);
    await context.close();
  });
});
