// GET /api/organiser/report and /api/organiser/stats/{event}: the organiser page's data
// (issue 7). For the operator (ORGANISER_TOKEN) every event; for an organiser (issue 14) only
// theirs: another event answers 404 as if it did not exist. Without ORGANISER_TOKEN and
// without organisers the feature is off (404 like any unknown path); a wrong token gets 401.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findEvent } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { likeStats } from '../organiser/stats/likeStats.ts';
import { accessOf, canSee, requireOrganiser } from '../organiser/web/access.ts';
import { organiserReport } from '../organiser/web/fileReport.ts';
import { LoadTimes } from '../organiser/web/loadTimes.ts';
import { publishedEntries } from '../publishing/reportEntries.ts';

export { MISSING_TOKEN, WRONG_TOKEN } from '../organiser/web/access.ts';

const Params = Type.Object({ event: Type.String({ minLength: 1, maxLength: 100 }) });

export const organiserRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const loadTimes = new LoadTimes(deps.events);
  // guesses count against the rate limit (it runs on onRequest, before this check)
  const limited = postRateLimit(deps);
  requireOrganiser(app, deps);

  app.get('/api/organiser/report', { config: limited }, async (request) => {
    const access = accessOf(request);
    const fromFiles = await organiserReport(deps, loadTimes);
    const report = { ...fromFiles, files: [...fromFiles.files, ...(await publishedEntries(deps))] };
    if (access.kind === 'operator') return report;
    // an organiser sees the files of their events only (a broken file names no event)
    const files = report.files.filter((f) => f.event && canSee(access, f.event.id));
    return {
      ...report,
      files,
      errors: files.reduce((n, f) => n + f.errors.length, 0),
      warnings: files.reduce((n, f) => n + f.warnings.length, 0),
    };
  });

  app.get(
    '/api/organiser/stats/:event',
    { schema: { params: Params }, config: limited },
    async (request) => {
      const found = findEvent(deps.events.events, request.params.event);
      if (!found || !canSee(accessOf(request), found.event.id)) throw notFound();
      return likeStats(found.event, await deps.storage.likeTotals(found.event.id));
    },
  );
};
