// The organiser page's validation report: every file of DATA_DIR/events as the server sees it
// now, with core's errors and warnings plus the organiser's own (overlaps, opening windows)
// that `lineup validate` gives, so a mistake saved into DATA_DIR shows without reading logs.
import type {
  Diagnostic,
  FileEntry,
  FileStatus,
  LoadedEvent,
  OrganiserReport,
  ReportDiagnostic,
  ServedEvent,
} from '@lineup/core';
import type { Deps } from '../../deps.ts';
import type { FileReport } from '../../events/eventStore.ts';
import { checkLoaded } from '../validate/check.ts';
import { formatDiagnostic } from '../validate/report.ts';
import type { LoadTimes } from './loadTimes.ts';

export type { FileEntry, FileStatus, OrganiserReport, ReportDiagnostic, ServedEvent };

function statusOf(report: FileReport): FileStatus {
  if (report.ok) return 'loaded';
  return report.stale && report.eventId ? 'broken-serving-last-good' : 'never-loaded';
}

function entry(d: Diagnostic): ReportDiagnostic {
  return {
    file: d.path,
    line: d.line ?? null,
    rule: d.rule,
    message: d.message,
    text: formatDiagnostic(d),
  };
}

// a report object is replaced on every load: the extra warnings of one are computed once
const withExtras = new WeakMap<FileReport, Diagnostic[]>();

/**
 * Core's warnings plus the overlap and opening-window ones, computed on the served event with
 * the lines core found while reading the file (the same check as `lineup validate`).
 */
function warningsOf(report: FileReport, event: LoadedEvent): Diagnostic[] {
  const known = withExtras.get(report);
  if (known) return known;
  const loaded = {
    file: report.file,
    text: '',
    event,
    errors: [],
    warnings: report.warnings,
    ...(report.setLines ? { setLines: report.setLines } : {}),
  };
  const warnings = checkLoaded(loaded).warnings;
  withExtras.set(report, warnings);
  return warnings;
}

export async function organiserReport(deps: Deps, loadTimes: LoadTimes): Promise<OrganiserReport> {
  const reports = [...deps.events.reports].sort((a, b) => (a.file < b.file ? -1 : 1));
  const files = await Promise.all(
    reports.map(async (report): Promise<FileEntry> => {
      const status = statusOf(report);
      const served =
        status === 'never-loaded'
          ? undefined
          : deps.events.events.find((e) => e.id === report.eventId && e.sourcePath === report.file);
      const warnings = status === 'loaded' && served ? warningsOf(report, served) : report.warnings;
      return {
        file: report.file,
        status,
        event: served
          ? {
              id: served.id,
              partyName: served.meta.partyName,
              sets: served.sets.length,
              stages: served.meta.rooms.length,
              hash: (await deps.lineups.get(served)).hash,
            }
          : null,
        readAt: report.checkedAt,
        loadedAt: served ? loadTimes.loadedAt(report.file) : null,
        errors: report.errors.map(entry),
        warnings: warnings.map(entry),
      };
    }),
  );
  return {
    generatedAt: deps.clock.now().toISOString(),
    files,
    errors: files.reduce((n, f) => n + f.errors.length, 0),
    warnings: files.reduce((n, f) => n + f.warnings.length, 0),
  };
}
