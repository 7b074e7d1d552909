// Publishing from the browser (issue 14, DESIGN §9), under /api/organiser/events: the events
// the caller may publish, the live text, converting an upload, checking a text, publishing a
// version (refused with errors; unreadable rows and warnings need their exact confirmation),
// the history and rollback.
// An organiser gets 404 for every event that is not theirs, as if it did not exist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addDays,
  confirmationOf,
  confirmsNothing,
  type Diagnostic,
  type DraftReport,
  eventEnd,
  eventStart,
  findEvent,
  isValidTimeZone,
  type LiveSource,
  type OrganiserEvent,
  type OrganiserEvents,
  type PublishRefusal,
  type ReportDiagnostic,
  sameConfirmation,
  wallOf,
} from '@lineup/core';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { formatDiagnostic } from '../organiser/validate/report.ts';
import { type Access, accessOf, canSee, requireOrganiser } from '../organiser/web/access.ts';
import {
  checkDraft,
  countOf,
  draftTurn,
  fileManagedMessage,
  fileManaging,
  importDraft,
} from '../publishing/draftCheck.ts';
import { describeConfirmation, skippedRowCount, summaryOf } from '../publishing/draftSummary.ts';
import { historyOf, publishedVersionOf } from '../publishing/history.ts';
import { UPLOAD_FORMATS } from '../publishing/importAdapter.ts';
import { importBaseText } from '../publishing/importBase.ts';
import { publishVersion } from '../publishing/publishVersion.ts';
import { withinReach } from '../publishing/reach.ts';
import type { DraftListing } from '../storage/publishing.ts';

/** an event file is at most 5 M characters (core); its upload as base64 and JSON fits here */
export const PUBLISH_BODY_LIMIT = 8 * 1024 * 1024;
export const MAX_TEXT = 5_000_000;
const FORMATS = ['yaml', 'json', 'csv', 'xlsx', 'ods', 'frab', 'shallowbunny'];

export const EventParams = Type.Object({ event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
const VersionParams = Type.Object({
  event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
  version: Type.Integer({ minimum: 1 }),
});
const Note = Type.String({ maxLength: 200 });
const ImportBody = Type.Object({
  format: Type.Union(UPLOAD_FORMATS.map((f) => Type.Literal(f))),
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  /** the file's bytes, base64 */
  content: Type.String({ maxLength: Math.ceil((MAX_TEXT * 4) / 3) + 4 }),
  /** IANA zone of the file's local times (default: the event's) */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** answers to the merge's questions (see core's importMerge) */
  choices: Type.Optional(
    Type.Object({
      stages: Type.Optional(
        Type.Record(
          Type.String({ maxLength: 500 }),
          Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
          { maxProperties: 1000 },
        ),
      ),
      others: Type.Optional(Type.Union([Type.Literal('keep'), Type.Literal('remove')])),
      nights: Type.Optional(Type.Union([Type.Literal('calendar'), Type.Literal('night')])),
    }),
  ),
});
const CheckBody = Type.Object({ text: Type.String({ maxLength: MAX_TEXT }) });
const PublishBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: MAX_TEXT }),
  format: Type.Union(FORMATS.map((f) => Type.Literal(f))),
  note: Note,
  /** accepted for old scripts, confirms nothing: a draft without rows or warnings needs none */
  confirmWarnings: Type.Optional(Type.Boolean()),
  /** exactly what the publish waves through (issue 32): unreadable rows and warnings by kind */
  confirm: Type.Optional(
    Type.Object({
      skippedRows: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      warnings: Type.Record(
        Type.String({ maxLength: 100 }),
        Type.Integer({ minimum: 0, maximum: 10_000_000 }),
        { maxProperties: 100 },
      ),
    }),
  ),
});
const RollbackBody = Type.Object({ note: Type.Optional(Note) });

export const report = (list: Diagnostic[]): ReportDiagnostic[] =>
  list.map((d) => ({
    file: d.path,
    line: d.line ?? null,
    rule: d.rule,
    message: d.message,
    text: formatDiagnostic(d),
    ...(d.params ? { params: d.params } : {}),
  }));

const oneLine = (note: string) => note.replace(/\s+/g, ' ').trim();

export function ownEvent(access: Access, eventId: string): void {
  if (!canSee(access, eventId)) throw notFound();
}

function refuse(reply: FastifyReply, status: number, refusal: PublishRefusal) {
  return reply.code(status).send(refusal);
}

export const publishRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const limited = postRateLimit(deps);
  const publishing = deps.storage.publishing;
  requireOrganiser(app, deps);

  async function describe(id: string, draft: DraftListing | undefined): Promise<OrganiserEvent> {
    const found = findEvent(deps.events.events, id);
    const served = found && found.event.id === id ? found.event : null;
    const published = deps.events.publishedIds.includes(id);
    const file = published ? null : fileManaging(deps, id);
    const version = published ? (deps.published.servedVersion(id) ?? null) : null;
    const summary = draft ? summaryOf(draft.summary) : null;
    const start = served ? eventStart(served) : null;
    const end = served ? eventEnd(served) : null;
    const night = (instant: string | null, days: number) =>
      served && instant ? addDays(wallOf(instant, served.meta.timeZone).slice(0, 10), days) : null;
    // a night's sets end after midnight: the wall date 6 hours before the end is its night
    const lastNight = end
      ? night(new Date(Date.parse(end) - 6 * 3_600_000).toISOString(), 0)
      : null;
    const latest = published && !draft ? (await publishing.versions(id, 1))[0] : undefined;
    return {
      id,
      partyName: served?.meta.partyName ?? (summary?.name || null),
      source: published ? 'published' : file ? 'file' : 'new',
      file,
      version,
      hash: served ? (await deps.lineups.get(served)).hash : null,
      draft: draft
        ? {
            updatedAt: draft.updatedAt,
            updatedBy: draft.updatedBy,
            revision: draft.revision,
            summary,
          }
        : null,
      firstNight: night(start, 0) ?? (summary?.firstNight || null),
      lastNight: lastNight ?? (summary?.lastNight || null),
      over: end !== null && deps.clock.now().getTime() >= Date.parse(end),
      lastChange: draft
        ? { at: draft.updatedAt, by: draft.updatedBy }
        : latest
          ? { at: latest.publishedAt, by: latest.organiserName }
          : null,
    };
  }

  /** stores the version, then serves it here before answering (other instances follow) */
  function publish(
    eventId: string,
    text: string,
    format: string,
    note: string,
    access: Access,
    discardDraft = false,
  ) {
    return publishVersion(deps, { eventId, text, format, note, access, discardDraft });
  }

  app.get(
    '/api/organiser/events',
    { config: limited },
    async (request): Promise<OrganiserEvents> => {
      const access = accessOf(request);
      // a draft is an event from its first save (DESIGN §11): listed on every device
      const drafts = new Map((await publishing.drafts()).map((d) => [d.eventId, d]));
      const ids =
        access.kind === 'operator'
          ? [
              ...new Set([
                ...deps.events.events.map((e) => e.id),
                ...deps.events.publishedIds,
                ...drafts.keys(),
              ]),
            ]
          : access.events;
      const events = await Promise.all([...ids].sort().map((id) => describe(id, drafts.get(id))));
      return { access: { kind: access.kind, name: access.name }, events };
    },
  );

  app.get(
    '/api/organiser/events/:event/live',
    { schema: { params: EventParams }, config: limited },
    async (request): Promise<LiveSource> => {
      const id = request.params.event;
      ownEvent(accessOf(request), id);
      const base = { eventId: id, text: null, version: null, format: null, file: null };
      if (deps.events.publishedIds.includes(id)) {
        const latest = await publishing.latest(id);
        if (latest) {
          return {
            ...base,
            source: 'published',
            text: latest.text,
            version: latest.version,
            format: latest.format,
          };
        }
      }
      const file = fileManaging(deps, id);
      if (!file) return { ...base, source: 'new' };
      let text: string | null = null;
      try {
        text = readFileSync(path.join(deps.config.dataDir, file), 'utf8');
      } catch {
        // gone since the last scan
      }
      return {
        ...base,
        source: 'file',
        file,
        text,
        format: /\.json$/i.test(file) ? 'json' : 'yaml',
      };
    },
  );

  app.post(
    '/api/organiser/events/:event/import',
    {
      schema: { params: EventParams, body: ImportBody },
      config: limited,
      bodyLimit: PUBLISH_BODY_LIMIT,
    },
    async (request): Promise<DraftReport> => {
      const id = request.params.event;
      const access = accessOf(request);
      ownEvent(access, id);
      const { format, fileName, content, timeZone, choices } = request.body;
      if (timeZone !== undefined && !isValidTimeZone(timeZone)) {
        throw new HttpError(400, `400: ${timeZone} is not an IANA time zone (e.g. Europe/Lisbon)`);
      }
      // one draft per token: from reading the upload to the end of its check
      const turn = draftTurn(deps, access);
      try {
        const base = await importBaseText(deps, id);
        const upload = {
          content,
          format,
          fileName,
          eventId: id,
          ...(timeZone ? { timeZone } : {}),
          ...(choices ? { choices } : {}),
        };
        // decoded, converted, merged into the base and checked in the draft pool
        const imported = await importDraft(deps, access, upload, base, turn);
        const { converted } = imported;
        const fromUpload = {
          format: converted.format,
          notes: report(converted.notes),
          rowErrors: report(converted.rowErrors),
          metaChanges: converted.metaChanges,
          ...(converted.questions ? { questions: converted.questions } : {}),
          ...(converted.asks ? { asks: true } : {}),
        };
        if (converted.text === null) {
          return { ...fromUpload, text: null, errors: report(imported.errors), warnings: [] };
        }
        const check = withinReach(deps, access, id, converted.text, imported);
        return {
          ...fromUpload,
          text: converted.text,
          errors: report(check.errors),
          warnings: report(check.warnings),
        };
      } finally {
        turn.release();
      }
    },
  );

  app.post(
    '/api/organiser/events/:event/check',
    {
      schema: { params: EventParams, body: CheckBody },
      config: limited,
      bodyLimit: PUBLISH_BODY_LIMIT,
    },
    async (request) => {
      const id = request.params.event;
      const access = accessOf(request);
      ownEvent(access, id);
      const { text } = request.body;
      const check = withinReach(deps, access, id, text, await checkDraft(deps, access, id, text));
      return { errors: report(check.errors), warnings: report(check.warnings) };
    },
  );

  app.post(
    '/api/organiser/events/:event/versions',
    {
      schema: { params: EventParams, body: PublishBody },
      config: limited,
      bodyLimit: PUBLISH_BODY_LIMIT,
    },
    async (request, reply) => {
      const id = request.params.event;
      const access = accessOf(request);
      ownEvent(access, id);
      const file = fileManaging(deps, id);
      if (file) {
        return refuse(reply, 409, {
          error: `409: ${fileManagedMessage(id, file)}`,
          errors: [],
          warnings: [],
          needsConfirmation: false,
        });
      }
      const { text, format, note, confirmWarnings, confirm } = request.body;
      const check = withinReach(deps, access, id, text, await checkDraft(deps, access, id, text));
      if (check.errors.length > 0) {
        return refuse(reply, 422, {
          error: `422: The lineup has ${countOf(check.errors)} error(s); nothing was published`,
          errors: report(check.errors),
          warnings: report(check.warnings),
          needsConfirmation: false,
        });
      }
      // the rows the draft's import could not read are left out: confirmed like the warnings
      const stored = await publishing.draft(id);
      const needed = confirmationOf(
        stored ? skippedRowCount(stored.skippedRows) : 0,
        check.warnings,
      );
      // only the exact list confirms: the old API's blanket `confirmWarnings: true` waved
      // through whatever the draft held by then, so it confirms nothing any more
      const confirmed = confirm !== undefined && sameConfirmation(confirm, needed);
      if (!confirmsNothing(needed) && !confirmed) {
        const sent = confirm
          ? `, but confirmed ${describeConfirmation(confirm)}`
          : confirmWarnings === true
            ? ', but "confirmWarnings" no longer confirms anything'
            : '';
        return refuse(reply, 409, {
          error: `409: This publish leaves out or accepts ${describeConfirmation(needed)}${sent}; publish again with exactly that as "confirm"`,
          errors: [],
          warnings: report(check.warnings),
          needsConfirmation: true,
          confirmation: needed,
        });
      }
      // the draft became this version
      const published = await publish(id, text, format, note, access, true);
      return reply.code(published.status).send(published.result);
    },
  );

  app.get(
    '/api/organiser/events/:event/versions',
    { schema: { params: EventParams }, config: limited },
    async (request) => {
      const id = request.params.event;
      ownEvent(accessOf(request), id);
      return { versions: await historyOf(publishing, deps.drafts, id, deps.clock.now()) };
    },
  );

  app.get(
    '/api/organiser/events/:event/versions/:version',
    { schema: { params: VersionParams }, config: limited },
    async (request) => {
      const { event, version } = request.params;
      ownEvent(accessOf(request), event);
      const found = await publishing.version(event, version);
      if (!found) throw notFound();
      return {
        ...(await publishedVersionOf(publishing, deps.drafts, found, deps.clock.now())),
        text: found.text,
      };
    },
  );

  app.post(
    '/api/organiser/events/:event/versions/:version/rollback',
    { schema: { params: VersionParams, body: RollbackBody }, config: limited },
    async (request, reply) => {
      const { event, version } = request.params;
      const access = accessOf(request);
      ownEvent(access, event);
      const old = await publishing.version(event, version);
      if (!old) throw notFound();
      const file = fileManaging(deps, event);
      if (file) {
        return refuse(reply, 409, {
          error: `409: ${fileManagedMessage(event, file)}`,
          errors: [],
          warnings: [],
          needsConfirmation: false,
        });
      }
      // what was valid then may not be now (relative times, stricter rules): checked again
      const check = withinReach(
        deps,
        access,
        event,
        old.text,
        await checkDraft(deps, access, event, old.text),
      );
      if (check.errors.length > 0) {
        return refuse(reply, 422, {
          error: `422: Version ${version} has errors now; nothing was published`,
          errors: report(check.errors),
          warnings: report(check.warnings),
          needsConfirmation: false,
        });
      }
      const extra = oneLine(request.body.note ?? '');
      const note = `Rollback to version ${version}${extra ? `: ${extra}` : ''}`;
      const published = await publish(event, old.text, 'rollback', note, access);
      return reply.code(published.status).send(published.result);
    },
  );
};
