// The draft being edited: checked by core in the browser as it is typed (the same validator
// the server runs), then by the server (adds overlaps and opening windows) once typing pauses.
// The browser's check comes with the draft (DraftSession: an edit checks its set alone); the
// text is joined for the server's check and the diff against what is live is made after a
// pause, not at each edit.
import {
  type Diagnostic,
  type DraftSession,
  diffLineups,
  type LineupDiff,
  type LoadedEvent,
  losesASet,
  type ReportDiagnostic,
} from '@lineup/core';
import { useEffect, useState } from 'react';
import { checkText } from './publishApi.ts';

const SERVER_CHECK_PAUSE_MS = 700;
/** the diff against what is live (tens of milliseconds for a festival) waits for a pause */
const DIFF_PAUSE_MS = 250;

const toReport = (d: Diagnostic): ReportDiagnostic => ({
  file: d.path,
  line: d.line ?? null,
  rule: d.rule,
  message: d.message,
  text: `${d.path}${d.line ? `:${d.line}` : ''}: ${d.rule}: ${d.message}`,
  ...(d.params ? { params: d.params } : {}),
});

export interface DraftState {
  event: LoadedEvent | null;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  diff: LineupDiff | null;
  /** the server has checked this very text (or could not be asked): its warnings are all known */
  checked: boolean;
}

export function useDraft(
  token: string,
  eventId: string,
  draft: DraftSession,
  live: LoadedEvent | null,
): DraftState {
  const local = draft.check;
  const [server, setServer] = useState<{
    draft: DraftSession;
    errors: ReportDiagnostic[];
    warnings: ReportDiagnostic[];
  } | null>(null);
  const [unchecked, setUnchecked] = useState<DraftSession | null>(null);

  useEffect(() => {
    if (!draft.check) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      checkText(token, eventId, draft.text(), () => !cancelled)
        .then((r) => {
          if (!cancelled) setServer({ draft, ...r });
        })
        .catch(() => {
          // offline or refused: the browser's own check stays on screen
          if (!cancelled) setUnchecked(draft);
        });
    }, SERVER_CHECK_PAUSE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, eventId, draft]);

  const event = local?.event ?? null;
  const [diffed, setDiffed] = useState<{
    event: LoadedEvent;
    live: LoadedEvent;
    diff: LineupDiff;
  } | null>(null);
  useEffect(() => {
    if (!event || !live) return;
    if (diffed && diffed.event === event && diffed.live === live) return;
    const run = () => setDiffed({ event, live, diff: diffLineups(live, event) });
    // the first diff (or one against another live version) at once, the next after a pause
    if (!diffed || diffed.live !== live) {
      run();
      return;
    }
    const timer = setTimeout(run, DIFF_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [event, live, diffed]);
  const diff = event && live && diffed?.live === live ? diffed.diff : null;
  const fromServer = server?.draft === draft ? server : null;
  return {
    event: fromServer && fromServer.errors.length > 0 ? null : event,
    // until the server has answered, the same rule: a set the check leaves out is an error
    errors:
      fromServer?.errors ??
      [...(local?.errors ?? []), ...(local?.warnings ?? []).filter(losesASet)].map(toReport),
    warnings:
      fromServer?.warnings ?? (local?.warnings ?? []).filter((w) => !losesASet(w)).map(toReport),
    diff,
    checked: fromServer !== null || unchecked === draft,
  };
}
