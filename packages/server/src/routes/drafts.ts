// One draft per event, kept on the server (issue 26, DESIGN §10): the organiser page saves it
// as it is edited, so another tab, a second organiser or a phone that crashed finds it where it
// was left. Publishing a version deletes it (routes/publish.ts); "discard draft" deletes it
// here. An organiser reaches only their own events (404 for others, as if they did not exist);
// a new event id that nothing serves yet may have a draft.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OrganiserDraft, ReportDiagnostic } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { accessOf, requireOrganiser } from '../organiser/web/access.ts';
import { fileManagedMessage, fileManaging } from '../publishing/draftCheck.ts';
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
const DraftBody = Type.Object({
  text: Type.String({ maxLength: MAX_TEXT }),
  baseVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  skippedRows: Type.Optional(Type.Array(SkippedRow, { maxItems: MAX_SKIPPED_ROWS })),
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
    async (request): Promise<OrganiserDraft> => {
      const id = request.params.event;
      const access = accessOf(request);
      ownEvent(access, id);
      // it could never be published: say so now, not after an evening of editing
      const file = fileManaging(deps, id);
      if (file) throw new HttpError(409, `409: ${fileManagedMessage(id, file)}`);
      const { text, baseVersion, skippedRows } = request.body;
      const draft: EventDraft = {
        eventId: id,
        text,
        format: 'yaml',
        baseVersion,
        updatedAt: deps.clock.now().toISOString(),
        updatedBy: access.name,
        skippedRows: JSON.stringify(skippedRows ?? []),
      };
      await publishing.saveDraft(draft);
      return toWire(draft);
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
