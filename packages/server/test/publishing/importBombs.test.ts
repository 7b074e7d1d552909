// Zip bombs and alias bombs in imports (issue 38, item 2). A 2 KB XLSX whose header claims a
// 4 GB sheet took the server to 2.3 GB, then 4.17 GB 15 s after it was "stopped" (the draft
// threads' heap limits do not cover ArrayBuffers; ending a thread does not stop a native
// decode); `lineup import` took 4.3 GB for it, aborted (exit 134) on a sheet with one cell at
// the last row and column, and ran for over 300 s on a 654-byte YAML alias bomb. Now every
// part of a workbook is checked (declared and real size, 64 MB a part, 256 MB in all) and the
// grid of its first sheet counted before a reader sees it, and what aliases stand for is capped.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertFile } from '../../src/organiser/import/convert.ts';
import { MAX_ENTRY_BYTES } from '../../src/organiser/import/zipLimits.ts';
import { freePort, processEnv, type ServerProcess, spawnServer } from '../helpers/process.ts';
import { eventually, postJson } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { aliasBombYaml, sheetXml, xlsx, zip } from '../helpers/zipFixture.ts';
import { NOW, runCli } from '../organiser/helpers.ts';
import { bearer, OPERATOR } from './helpers.ts';

const HEADER = ['Stage', 'Artist', 'Start', 'End'];
const ROWS = [HEADER, ['Floor', 'Opener', '2026-07-30 22:00', '2026-07-30 23:00']];
const FAR_CELL = '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>';

const fixtures = {
  honest: () => xlsx({ data: sheetXml(ROWS) }),
  /** 2 KB whose sheet claims 4 GB */
  claims4Gb: () => xlsx({ data: sheetXml(ROWS), claimedSize: 0xffffffff }),
  /** a sheet of 80 MB (spaces) that says it is 1 KB */
  lies: () => xlsx({ data: sheetXml(ROWS, ' '.repeat(80 * 1024 * 1024)), claimedSize: 1024 }),
  /** a sheet of 80 MB that says so */
  honestlyHuge: () => xlsx({ data: sheetXml(ROWS, ' '.repeat(80 * 1024 * 1024)) }),
  farCell: () => xlsx({ data: sheetXml(ROWS, FAR_CELL) }),
  /** an ODS whose one row of text is repeated a million times */
  odsRows: () =>
    zip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' },
      {
        name: 'content.xml',
        data: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="Lineup"><table:table-row table:number-rows-repeated="1000000"><table:table-cell office:value-type="string" table:number-columns-repeated="100"><text:p>x</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`,
      },
    ]),
};

const convert = (bytes: Uint8Array, format: 'xlsx' | 'ods' | 'shallowbunny') =>
  convertFile(bytes, { path: `bomb.${format}`, id: 'bomb', now: NOW, format });

describe('a workbook is checked before it is read', () => {
  it('an honest one is read (the fixture is a real workbook)', async () => {
    const result = await convert(fixtures.honest(), 'xlsx');
    expect(result.errors).toEqual([]);
    expect(result.text).toContain('Opener');
  });

  it.each([
    ['claims a 4 GB sheet', 'claims4Gb', /xl\/worksheets\/sheet1\.xml says it unpacks to 4,096 MB/],
    ['unpacks to more than it says', 'lies', /sheet1\.xml unpacks to more than it says/],
    ['has a part over 64 MB', 'honestlyHuge', /sheet1\.xml says it unpacks to 80 MB/],
    ['has one cell at the last row and column', 'farCell', /first sheet reaches row 1,048,576/],
  ] as const)('one that %s is refused with the reason', async (_name, fixture, message) => {
    const bytes = fixtures[fixture]();
    if (fixture === 'claims4Gb' || fixture === 'farCell') expect(bytes.length).toBeLessThan(3000);
    const result = await convert(bytes, 'xlsx');
    expect(result.text).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(message);
  });

  it('an ODS row repeated a million times is refused', async () => {
    const result = await convert(fixtures.odsRows(), 'ods');
    expect(result.text).toBeNull();
    expect(result.errors[0]!.message).toMatch(/first sheet (reaches row|spans)/);
  });

  it('64 MB a part is the limit', () => {
    expect(MAX_ENTRY_BYTES).toBe(64 * 1024 * 1024);
  });
});

describe('YAML aliases', () => {
  it('the 654-byte alias bomb is refused, naming the aliases', async () => {
    const yaml = aliasBombYaml();
    expect(yaml.length).toBeLessThan(700);
    const result = await convert(new TextEncoder().encode(yaml), 'shallowbunny');
    expect(result.text).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        rule: 'yaml.aliases',
        message: expect.stringMatching(
          /aliases \(\*name\) of this file stand for more than 200,000 values/,
        ),
      }),
    ]);
  });
});

describe('lineup import', () => {
  const tmp = tempDir();
  afterAll(() => tmp.remove());

  it.each([
    ['bomb.xlsx', () => fixtures.claims4Gb(), /says it unpacks to 4,096 MB/],
    ['far.xlsx', () => fixtures.farCell(), /reaches row 1,048,576/],
    ['bomb.yaml', () => aliasBombYaml(), /stand for more than 200,000 values/],
  ])(
    'refuses %s with the same reason and exit 1, never an abort',
    {
      timeout: 60_000,
    },
    async (name, make, message) => {
      const file = path.join(tmp.dir, name);
      writeFileSync(file, make());
      const out = path.join(tmp.dir, `${name}.out.yaml`);
      const run = await runCli([
        'import',
        file,
        out,
        ...(name.endsWith('.yaml') ? ['--from', 'shallowbunny'] : []),
      ]);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(message);
      expect(run.stderr).toMatch(/has errors; .* was not written/);
    },
  );
});

/** the resident memory of a process, in MB (Linux) */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe('the server', () => {
  const tmp = tempDir();
  let server: ServerProcess;

  beforeAll(async () => {
    const port = await freePort();
    server = await spawnServer({
      ...processEnv(tmp.dir, port, `sqlite:${path.join(tmp.dir, 'lineup.db')}`),
      ORGANISER_TOKEN: OPERATOR,
      NODE_OPTIONS: '--max-old-space-size=1024',
    });
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    tmp.remove();
  });

  const upload = (bytes: Uint8Array) =>
    postJson(
      `${server.url}/api/organiser/events/bomb-night/import`,
      { format: 'xlsx', fileName: 'lineup.xlsx', content: Buffer.from(bytes).toString('base64') },
      bearer(OPERATOR),
    );

  it('refuses the bombs and is back within 100 MB of its memory before them', {
    timeout: 120_000,
  }, async () => {
    // warm: the import thread and its readers loaded by an honest workbook
    const honest = await upload(fixtures.honest());
    expect(honest.response.status).toBe(200);
    const pid = server.child.pid!;
    const baseline = rssMb(pid);
    for (const bytes of [
      fixtures.claims4Gb(),
      fixtures.lies(),
      fixtures.farCell(),
      fixtures.claims4Gb(),
    ]) {
      const { response, body } = await upload(bytes);
      expect(response.status).toBe(200);
      const errors = body.errors as { message: string }[];
      expect(errors[0]?.message).toMatch(/unpacks to|reaches row/);
    }
    // within 15 s of the last refusal
    await eventually(async () => (rssMb(pid) < baseline + 100 ? true : undefined), 15_000);
  });
});
