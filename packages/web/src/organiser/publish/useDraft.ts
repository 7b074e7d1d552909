// The draft being edited: checked by core in the browser as it is typed (the same validator
// the server runs), then by the server (adds overlaps and opening windows) once typing pauses.
import {
  type Diagnostic,
  diffLineups,
  type LineupDiff,
  type LoadedEvent,
  losesASet,
  parseEventFile,
  type ReportDiagnostic,
} from '@lineup/core';
import { useEffect, useMemo, useState } from 'react';
import { checkText } from './publishApi.ts';

const SERVER_CHECK_PAUSE_MS = 700;

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
  text: string,
  live: LoadedEvent | null,
): DraftState {
  const local = useMemo(() => {
    if (text.trim() === '') return null;
    return parseEventFile(text, 'draft', { now: new Date() });
  }, [text]);
  const [server, setServer] = useState<{
    text: string;
    errors: ReportDiagnostic[];
    warnings: ReportDiagnostic[];
  } | null>(null);
  const [unchecked, setUnchecked] = useState<string | null>(null);

  useEffect(() => {
    if (text.trim() === '') return;
    let cancelled = false;
    const timer = setTimeout(() => {
      checkText(token, eventId, text, () => !cancelled)
        .then((r) => {
          if (!cancelled) setServer({ text, ...r });
        })
        .catch(() => {
          // offline or refused: the browser's own check stays on screen
          if (!cancelled) setUnchecked(text);
        });
    }, SERVER_CHECK_PAUSE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, eventId, text]);

  const event = local?.event ?? null;
  const diff = useMemo(() => (event && live ? diffLineups(live, event) : null), [event, live]);
  const fromServer = server?.text === text ? server : null;
  return {
    event: fromServer && fromServer.errors.length > 0 ? null : event,
    // until the server has answered, the same rule: a set the check leaves out is an error
    errors:
      fromServer?.errors ??
      [...(local?.errors ?? []), ...(local?.warnings ?? []).filter(losesASet)].map(toReport),
    warnings:
      fromServer?.warnings ?? (local?.warnings ?? []).filter((w) => !losesASet(w)).map(toReport),
    diff,
    checked: fromServer !== null || unchecked === text,
  };
}
