// One draft per event, kept on the server (issue 26, DESIGN §10): the organiser page saves it
// as it is edited, so another tab, a second organiser or a phone that crashed finds it where it
// was left. Publishing a version deletes it (routes/publish.ts); "discard draft" deletes it
// here. Each save names the revision it was made on: a save that has not seen the last one
// gets 409 (stale) instead of erasing it (issue 32); a new event's first save refuses a name
// that is taken (409 exists), so creating an event never resets another's draft. An organiser reaches only their own events (404 for others, as if they did not exist);
// a new event id that nothing serves yet may have a draft.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DraftConflict, OrganiserDraft, ReportDiagnostic } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { accessOf, requireOrganiser } from '../organiser/web/access.ts';
import { fileManagedMessage, fileManaging } from '../publishing/draftCheck.ts';
import { takenByEvent } from '../publishing/draftSummary.ts';
import type { EventDraft } from '../storage/publishing.ts';
import { EventParams, MAX_TEXT, ownEvent, PUBLISH_BODY_LIMIT } from './publish.ts';

/** a draft keeps at most this many unreadable rows of its import */
export const MAX_SKIPPED_ROWS = 1_000;

const SkippedRow = Type.Object({
  file: Type.String({ maxLength: 300 }),
  line: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  rule: Type.String({ maxLength: 100 }),
  message: Type.String({ maxLength: 2_000 }),
  text: Type.String({ maxLength: 2_500 }),
  params: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 50 }),
      Type.Union([Type.String({ maxLength: 500 }), Type.Number()]),
      {
        maxProperties: 20,
      },
    ),
  ),
});
const Summary = Type.Object({
  name: Type.String({ maxLength: 200 }),
  sets: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  stages: Type.Integer({ minimum: 0, maximum: 10_000 }),
  firstNight: Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
  lastNight: Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
  changes: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
const DraftBody = Type.Object({
  text: Type.String({ maxLength: MAX_TEXT }),
  baseVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  skippedRows: Type.Optional(Type.Array(SkippedRow, { maxItems: MAX_SKIPPED_ROWS })),
  revision: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  create: Type.Optional(Type.Boolean()),
  summary: Type.Optional(Summary),
});

function rowsOf(json: string): ReportDiagnostic[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as ReportDiagnostic[]) : [];
  } catch {
    return [];
  }
}

const toWire = (draft: EventDraft): OrganiserDraft => ({
  eventId: draft.eventId,
  text: draft.text,
  format: 'yaml',
  baseVersion: draft.baseVersion,
  updatedAt: draft.updatedAt,
  updatedBy: draft.updatedBy,
  skippedRows: rowsOf(draft.skippedRows),
  revision: draft.revision ?? 1,
});

export const draftRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const limited = postRateLimit(deps);
  const publishing = deps.storage.publishing;
  requireOrganiser(app, deps);

  app.get(
    '/api/organiser/events/:event/draft',
    { schema: { params: EventParams }, config: limited },
    async (request): Promise<OrganiserDraft> => {
      const id = request.params.event;
      ownEvent(accessOf(request), id);
      const draft = await publishing.draft(id);
      if (!draft) throw notFound();
      return toWire(draft);
    },
  );

  app.put(
    '/api/organiser/events/:event/draft',
    {
      schema: { params: EventParams, body: DraftBody },
      config: limited,
      bodyLimit: PUBLISH_BODY_LIMIT,
    },
    async (request, reply) => {
      const id = request.params.event;
      const access = accessOf(request);
      ownEvent(access, id);
      const { text, baseVersion, skippedRows, revision, create, summary } = request.body;
      const conflict = (body: DraftConflict) => reply.code(409).send(body);
      // a new event never takes the name of one that exists, nor resets its draft
      if (create && takenByEvent(deps, id)) {
        return conflict({
          error: `409: "${id}" is taken by an event already: open it instead`,
          conflict: 'exists',
          draft: null,
        });
      }
      // it could never be published: say so now, not after an evening of editing
      const file = fileManaging(deps, id);
      if (file) throw new HttpError(409, `409: ${fileManagedMessage(id, file)}`);
      const draft: EventDraft = {
        eventId: id,
        text,
        format: 'yaml',
        baseVersion,
        updatedAt: deps.clock.now().toISOString(),
        updatedBy: access.name,
        skippedRows: JSON.stringify(skippedRows ?? []),
        summary: summary ? JSON.stringify(summary) : '',
      };
      const stored = await publishing.saveDraft(draft, create ? null : revision);
      if (stored) return toWire(stored);
      const current = await publishing.draft(id);
      if (create) {
        return conflict({
          error: `409: "${id}" has a draft already: open it instead`,
          conflict: 'exists',
          draft: null,
        });
      }
      return conflict({
        error: current
          ? `409: the draft was saved by ${current.updatedBy} at ${current.updatedAt} since; reload it or overwrite it`
          : '409: the draft was published or discarded since; reload it or save it again',
        conflict: 'stale',
        draft: current ? toWire(current) : null,
      });
    },
  );

  app.delete(
    '/api/organiser/events/:event/draft',
    { schema: { params: EventParams }, config: limited },
    async (request, reply) => {
      const id = request.params.event;
      ownEvent(accessOf(request), id);
      await publishing.deleteDraft(id);
      return reply.code(204).send();
    },
  );
};
