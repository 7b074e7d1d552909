// `lineup validate`: core's checks of each file, the organiser's own warnings (overlaps,
// opening windows) and ids used by two files, as the server would see them.
import { capDiagnostics, type Diagnostic, type LoadedEvent } from '@lineup/core';
import { type LoadedFile, loadFile } from '../files.ts';
import { UserError } from '../userError.ts';
import { overlapWarnings, windowWarnings } from './extraWarnings.ts';

export interface FileCheck {
  file: string;
  event: LoadedEvent | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * The check of one file already read (also used on an import before it is written). Each list
 * is capped as core caps its own ("and N more warnings"): one line per set of a huge file
 * would make a report larger than the file.
 */
export function checkLoaded(loaded: LoadedFile): FileCheck {
  const { event } = loaded;
  const warnings = [...loaded.warnings];
  if (event) {
    // the lines core found while loading the sets (none when the caller did not keep them)
    const lines = loaded.setLines ?? [];
    warnings.push(...overlapWarnings(event, lines), ...windowWarnings(event, lines));
  }
  return {
    file: loaded.file,
    event,
    errors: capDiagnostics(loaded.errors, loaded.file, 'errors'),
    warnings: capDiagnostics(warnings, loaded.file, 'warnings'),
  };
}

export function checkFiles(files: string[], now: Date): FileCheck[] {
  const checks = files.map((file): FileCheck => {
    try {
      return checkLoaded(loadFile(file, now));
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
