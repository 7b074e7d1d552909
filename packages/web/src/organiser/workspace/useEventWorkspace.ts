// One event on the organiser page: what is live, its history, and the one draft every view
// edits. The draft is saved to the server a moment after each edit, so another tab, another
// organiser or a phone that crashed finds it; a tab coming back to the front picks up a
// draft saved elsewhere meanwhile. The draft is kept as a DraftSession (core): an edit of one
// set reads and checks that set alone, and the text is joined only when saving needs it.
import {
  type DraftSession,
  type DraftSummary,
  type LiveSource,
  type OrganiserDraft,
  openDraft,
  type PublishedVersion,
  type ReportDiagnostic,
} from '@lineup/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHistory, fetchLive } from '../publish/publishApi.ts';
import { DraftConflictError, deleteDraft, fetchDraft, saveDraft } from './draftApi.ts';

export const SAVE_PAUSE_MS = 800;

export type SaveState = 'none' | 'unsaved' | 'saving' | 'saved' | 'failed' | 'conflict';

/** a save refused because another was made since (409): what is saved there now */
export interface SaveConflict {
  draft: OrganiserDraft | null;
}

export interface EventWorkspace {
  loaded: boolean;
  failure: string | null;
  live: LiveSource | null;
  history: PublishedVersion[];
  /** the draft's text (the live text while there is no draft), joined when read */
  readonly text: string;
  /** the draft as the views edit it: its model and its check */
  draft: DraftSession;
  /** true when the text differs from what is live (a draft exists) */
  hasDraft: boolean;
  baseVersion: number | null;
  skippedRows: ReportDiagnostic[];
  save: SaveState;
  savedAt: string | null;
  savedBy: string | null;
  /** a new text (read whole) or the draft after an edit of its sets (editSession) */
  edit(next: string | DraftSession, skippedRows?: ReportDiagnostic[]): void;
  discard(): Promise<void>;
  reload(): Promise<void>;
  /** saves an edit still waiting for its pause now (an import merges into the saved draft) */
  flush(): Promise<void>;
  /** the text with every edit made so far, even one this render does not show yet */
  current(): string;
  /** the draft with every edit made so far */
  currentDraft(): DraftSession;
  /** set when a save was refused (409): reload theirs or overwrite with this tab's */
  conflict: SaveConflict | null;
  /** saves this tab's draft over the one saved elsewhere */
  overwrite(): Promise<void>;
}

export function useEventWorkspace(
  token: string,
  eventId: string,
  summary: () => DraftSummary | undefined = () => undefined,
): EventWorkspace {
  const [live, setLive] = useState<LiveSource | null>(null);
  const [history, setHistory] = useState<PublishedVersion[]>([]);
  // one clock for the draft's times written without a year or as "day+1" while the page is open
  const [now] = useState(() => new Date());
  const [draft, setDraft] = useState<DraftSession>(() => openDraft('', now));
  const [hasDraft, setHasDraft] = useState(false);
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [skippedRows, setSkippedRows] = useState<ReportDiagnostic[]>([]);
  const [save, setSave] = useState<SaveState>('none');
  const [saved, setSaved] = useState<{ at: string; by: string } | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  // the draft's revision this tab's edits are made on (null: no draft yet)
  const revision = useRef<number | null>(null);
  const summarise = useRef(summary);
  summarise.current = summary;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // a save answered after a publish or a discard must not bring the draft back
  const generation = useRef(0);
  const latest = useRef({ draft, baseVersion, skippedRows });
  latest.current = { draft, baseVersion, skippedRows };

  const cancelSave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    generation.current++;
  }, []);

  const reload = useCallback(async () => {
    cancelSave();
    try {
      const [source, versions, draft] = await Promise.all([
        fetchLive(token, eventId),
        fetchHistory(token, eventId).catch(() => []),
        fetchDraft(token, eventId).catch(() => null),
      ]);
      setLive(source);
      setHistory(versions);
      setDraft(openDraft(draft?.text ?? source.text ?? '', now));
      setHasDraft(draft !== null);
      setBaseVersion(draft ? draft.baseVersion : source.version);
      setSkippedRows(draft?.skippedRows ?? []);
      setSaved(draft ? { at: draft.updatedAt, by: draft.updatedBy } : null);
      setSave(draft ? 'saved' : 'none');
      revision.current = draft?.revision ?? null;
      setConflict(null);
      setFailure(null);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setLoaded(true);
    }
  }, [token, eventId, cancelSave, now]);
  useEffect(() => {
    void reload();
    return cancelSave;
  }, [reload, cancelSave]);

  // one save at a time: the next is made on the revision the last one stored
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const store = useCallback(
    (over?: { revision: number | null }) => {
      timer.current = null;
      const storeNow = async () => {
        const mine = generation.current;
        setSave('saving');
        try {
          const summary = summarise.current();
          const { draft: edited, ...rest } = latest.current;
          const draft = await saveDraft(token, eventId, {
            ...rest,
            // the text is joined here, a pause after the edits, not at each of them
            text: edited.text(),
            revision: over ? over.revision : revision.current,
            ...(summary ? { summary } : {}),
          });
          if (mine !== generation.current) return;
          revision.current = draft.revision;
          setConflict(null);
          setSaved({ at: draft.updatedAt, by: draft.updatedBy });
          setSave(timer.current ? 'unsaved' : 'saved');
        } catch (error) {
          if (mine !== generation.current) return;
          if (error instanceof DraftConflictError) {
            // nothing more is saved until the organiser chooses: theirs or mine
            if (timer.current) clearTimeout(timer.current);
            timer.current = null;
            setConflict({ draft: error.conflict.draft });
            setSave('conflict');
          } else setSave('failed');
        }
      };
      const run = inFlight.current.then(storeNow);
      inFlight.current = run;
      return run;
    },
    [token, eventId],
  );

  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;

  const edit = useCallback(
    (next: string | DraftSession, rows?: ReportDiagnostic[]) => {
      const edited = typeof next === 'string' ? openDraft(next, now) : next;
      // a cell left by tapping "Publish" commits its text just before the tap's click
      latest.current = { ...latest.current, draft: edited, ...(rows ? { skippedRows: rows } : {}) };
      setDraft(edited);
      if (rows) setSkippedRows(rows);
      setHasDraft(true);
      if (conflictRef.current) return;
      setSave('unsaved');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void store(), SAVE_PAUSE_MS);
    },
    [store, now],
  );

  const overwrite = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await store({ revision: conflictRef.current?.draft?.revision ?? null });
  }, [store]);

  const flush = useCallback(async () => {
    // a save already on its way is waited for too
    if (!timer.current) return inFlight.current;
    clearTimeout(timer.current);
    await store();
  }, [store]);

  const discard = useCallback(async () => {
    cancelSave();
    await deleteDraft(token, eventId).catch(() => undefined);
    await reload();
  }, [token, eventId, reload, cancelSave]);

  // another tab or organiser may have saved meanwhile: looked at when this tab comes back
  useEffect(() => {
    const look = () => {
      if (document.visibilityState !== 'visible' || timer.current || conflictRef.current) return;
      fetchDraft(token, eventId)
        .then((draft) => {
          if (!draft || timer.current || conflictRef.current) return;
          revision.current = draft.revision;
          if (draft.text === latest.current.draft.text()) return;
          setDraft(openDraft(draft.text, now));
          setHasDraft(true);
          setBaseVersion(draft.baseVersion);
          setSkippedRows(draft.skippedRows ?? []);
          setSaved({ at: draft.updatedAt, by: draft.updatedBy });
          setSave('saved');
        })
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', look);
    window.addEventListener('focus', look);
    return () => {
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('focus', look);
    };
  }, [token, eventId, now]);

  return {
    loaded,
    failure,
    live,
    history,
    get text() {
      return draft.text();
    },
    draft,
    hasDraft,
    baseVersion,
    skippedRows,
    save,
    savedAt: saved?.at ?? null,
    savedBy: saved?.by ?? null,
    edit,
    discard,
    reload,
    flush,
    current: () => latest.current.draft.text(),
    currentDraft: () => latest.current.draft,
    conflict,
    overwrite,
  };
}
