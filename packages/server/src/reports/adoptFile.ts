// Moving a file-managed event into the database (DESIGN §11), by the operator: the file's text
// becomes version 1 through the one publish path, so fans' reports can be accepted into it.
// From then on the published version is served; the file with the same id is reported and not
// served, until the operator removes it.
import type { Deps } from '../deps.ts';
import type { Access } from '../organiser/web/access.ts';
import { checkDraft } from '../publishing/draftCheck.ts';
import { publishVersion } from '../publishing/publishVersion.ts';
import { withinReach } from '../publishing/reach.ts';
import { liveTextOf } from './liveText.ts';

export type AdoptOutcome =
  | { kind: 'adopted'; version: number; file: string }
  | { kind: 'published' }
  | { kind: 'unknown' }
  | { kind: 'errors'; count: number };

export async function adoptFile(
  deps: Deps,
  access: Access,
  eventId: string,
): Promise<AdoptOutcome> {
  const live = await liveTextOf(deps, eventId);
  if (!live) return { kind: 'unknown' };
  if (!live.file) return { kind: 'published' };
  const check = withinReach(
    deps,
    access,
    eventId,
    live.text,
    await checkDraft(deps, access, eventId, live.text),
  );
  // that a file manages the id is what this step ends; any other error stops it
  const errors = check.errors.filter((d) => d.rule !== 'id.file');
  if (errors.length > 0) return { kind: 'errors', count: errors.length };
  const published = await publishVersion(deps, {
    eventId,
    text: live.text,
    format: /\.json$/i.test(live.file) ? 'json' : 'yaml',
    note: `Moved into the database from the file ${live.file}`,
    access,
    baseVersion: 0,
  });
  return { kind: 'adopted', version: published.result.version.version, file: live.file };
}
