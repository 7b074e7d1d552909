// `lineup validate`: core's checks of each file, the organiser's own warnings (overlaps,
// opening windows) and ids used by two files, as the server would see them.
import type { Diagnostic, LoadedEvent } from '@lineup/core';
import { type LoadedFile, loadFile } from '../files.ts';
import { UserError } from '../userError.ts';
import { overlapWarnings, windowWarnings } from './extraWarnings.ts';
import { setLines } from './setLines.ts';

export interface FileCheck {
  file: string;
  event: LoadedEvent | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

const byLine = (a: Diagnostic, b: Diagnostic) => (a.line ?? 0) - (b.line ?? 0);

/** The check of one file already read (also used on an import before it is written). */
export function checkLoaded(loaded: LoadedFile, now: Date): FileCheck {
  const { event } = loaded;
  const warnings = [...loaded.warnings];
  if (event) {
    const lines = setLines(loaded.text, event, now);
    warnings.push(...overlapWarnings(event, lines), ...windowWarnings(event, lines));
  }
  return { file: loaded.file, event, errors: [...loaded.errors], warnings: warnings.sort(byLine) };
}

export function checkFiles(files: string[], now: Date): FileCheck[] {
  const checks = files.map((file): FileCheck => {
    try {
      return checkLoaded(loadFile(file, now), now);
    } catch (error) {
      // an unreadable file is one more error of the report, as the server logs it
      if (!(error instanceof UserError)) throw error;
      const message = error.message.startsWith(`${file}: `)
        ? error.message.slice(file.length + 2)
        : error.message;
      return { file, event: null, errors: [{ path: file, rule: 'read', message }], warnings: [] };
    }
  });
  // the server serves the first file of an id (by name) and reports the others
  const owners = new Map<string, string>();
  for (const check of checks) {
    const id = check.event?.id;
    if (!id) continue;
    const owner = owners.get(id);
    if (owner) {
      check.errors.push({
        path: check.file,
        rule: 'id.duplicate',
        message: `event id "${id}" is already used by ${owner}; this file would not be served`,
      });
    } else {
      owners.set(id, check.file);
    }
  }
  return checks;
}
