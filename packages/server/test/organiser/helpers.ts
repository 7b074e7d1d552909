// Shared by the organiser tests: fixtures, importing them, loading the result the way the
// server does, and running the real `lineup` command as a child process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type LoadedEvent, parseEventFile } from '@lineup/core';
import { expect } from 'vitest';
import type { DraftEvent, ImportOptions, ImportResult } from '../../src/organiser/draft.ts';
import { importCsv } from '../../src/organiser/import/csv.ts';
import { importFrab } from '../../src/organiser/import/frab.ts';
import { importShallowbunny } from '../../src/organiser/import/shallowbunny.ts';
import { eventYaml } from '../../src/organiser/write/eventYaml.ts';

export const ORGANISER_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/organiser');
export const BIN = path.resolve(import.meta.dirname, '../../bin/lineup.ts');
export const NOW = new Date('2026-07-01T10:00:00.000Z');

export const fixture = (name: string) => path.join(ORGANISER_FIXTURES, name);
export const readFixture = (name: string) => readFileSync(fixture(name), 'utf8');

const IMPORTERS = { csv: importCsv, frab: importFrab, shallowbunny: importShallowbunny };
export type Format = keyof typeof IMPORTERS;

export function importText(
  format: Format,
  text: string,
  opts: Partial<ImportOptions> = {},
): ImportResult {
  return IMPORTERS[format](text, { path: 'in', id: 'imported', now: NOW, ...opts });
}

export function importFixture(format: Format, name: string, opts: Partial<ImportOptions> = {}) {
  return importText(format, readFixture(name), { path: name, ...opts });
}

/** the event an import produces, written as YAML and read back as the server reads it */
export function loadDraft(draft: DraftEvent | null): { event: LoadedEvent; text: string } {
  expect(draft).not.toBeNull();
  const text = eventYaml(draft!);
  const result = parseEventFile(text, 'imported.yaml', { now: NOW });
  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([]);
  return { event: result.event!, text };
}

/** sets as a fan sees them: stage name, act, instants, change, links (order-free) */
export function setRows(event: LoadedEvent) {
  return event.sets
    .map((s) => ({
      stage: event.meta.rooms[s.room],
      dj: s.dj,
      start: s.start,
      end: s.end,
      change: s.change ?? null,
      meta: s.meta.map((m) => `${m.key} ${m.value}`),
    }))
    .sort((a, b) => (a.stage! + a.start + a.dj < b.stage! + b.start + b.dj ? -1 : 1));
}

export const minutes = (start: string, end: string) =>
  (Date.parse(end) - Date.parse(start)) / 60_000;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** runs `node packages/server/bin/lineup.ts …args` */
export function runCli(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: { PATH: process.env.PATH ?? '', LINEUP_NOW: NOW.toISOString(), ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
