import {
  cellOf,
  type DraftEdit,
  type DraftSession,
  type DraftSummary,
  editSession,
  type LoadedEvent,
  type MetaChange,
  newEventText,
  type OrganiserEvent,
  parseEventFile,
  type ReportDiagnostic,
} from '@lineup/core';
import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { intlLocale, useLocale, useMessages } from '../../i18n/locale.tsx';
import { listMessages } from '../listMessages.ts';
import { DiffView, fieldName } from '../publish/DiffView.tsx';
import { publishMessages } from '../publish/messages.ts';
import { useDraft } from '../publish/useDraft.ts';
import { AdoptFile } from './AdoptFile.tsx';
import { cellProblems } from './cellProblems.ts';
import { EventForm } from './EventForm.tsx';
import { ImportPanel } from './ImportPanel.tsx';
import { LineupTable } from './LineupTable.tsx';
import { MediaLibrary } from './MediaLibrary.tsx';
import { workspaceMessages } from './messages.ts';
import { ProblemList } from './ProblemList.tsx';
import { PublishBar } from './PublishBar.tsx';
import { RollbackPanel } from './RollbackPanel.tsx';
import { importOutcome, replaceMessages, stageReplacements } from './replaceWords.ts';
import { Timeline } from './Timeline.tsx';
import { type SaveState, useEventWorkspace } from './useEventWorkspace.ts';
import { type View, ViewsNav } from './ViewsNav.tsx';

// the text view brings CodeMirror; the preview the fans' own screens: both on demand
const TextView = lazy(() => import('./TextView.tsx'));
const PreviewPanel = lazy(() =>
  import('../publish/PreviewPanel.tsx').then((m) => ({ default: m.PreviewPanel })),
);

// the diff renders again when it changes (after a pause in the edits), not at each edit
const ShownDiff = memo(DiffView);
const NO_DIFF = {
  changes: [],
  counts: { added: 0, removed: 0, moved: 0, restaged: 0, renamed: 0 },
  stagesAdded: [],
  stagesRemoved: [],
  metaChanges: [],
};
/** the preview's fans' pages (thousands of sets) follow the draft after a pause in the edits */
const PREVIEW_PAUSE_MS = 250;

function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

export interface HeaderState {
  version: number | null;
  hasDraft: boolean;
  save: SaveState;
  savedAt: string | null;
}

/**
 * One event: the table, the timeline, the event's form and the text are four views of one
 * draft; imports go into it; publishing makes it the live version.
 */
export function EventWorkspace({
  token,
  event,
  idEditable,
  onState,
  onPublished,
  operator = false,
}: {
  token: string;
  event: OrganiserEvent;
  idEditable: boolean;
  /** the operator's token: a file-managed event can be moved into the database */
  operator?: boolean;
  onState(state: HeaderState): void;
  onPublished(version: number): void;
}) {
  const t = useMessages(workspaceMessages);
  const id = useId();
  // what the event list shows of this draft, as of the last render (sent with each save)
  const summary = useRef<DraftSummary | undefined>(undefined);
  const ws = useEventWorkspace(token, event.id, () => summary.current);
  const [view, setView] = useState<View | null>(null);
  // a problem's cell to bring into view: the table draws only the rows near the screen
  const [reveal, setReveal] = useState<{ row: number; cell: string } | null>(null);
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState(false);
  const [undo, setUndo] = useState<{
    label: string;
    draft: DraftSession;
    /** shown in its place in the table (a cancelled set) */
    inPlace: boolean;
    /** shown beside the event form's save button */
    form?: boolean;
    /** the import's unreadable rows before it (an import's undo brings them back) */
    rows?: ReportDiagnostic[];
  } | null>(null);
  // the event form starts again from the draft after an undo of its save
  const [formRound, setFormRound] = useState(0);
  const tr = useMessages(replaceMessages);
  const [message, setMessage] = useState<string | null>(null);
  const [metaChanges, setMetaChanges] = useState<MetaChange[]>([]);
  const tp = useMessages(publishMessages);
  const tl = useMessages(listMessages);
  const locale = useLocale();
  const clock = (iso: string) =>
    new Date(iso).toLocaleTimeString(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const now = useMemo(() => new Date(), []);
  // each edit reads and checks only the set it changed (core's DraftSession)
  const model = ws.draft.model;
  const liveEvent = useMemo<LoadedEvent | null>(
    () => (ws.live?.text ? parseEventFile(ws.live.text, 'live', { now }).event : null),
    [ws.live, now],
  );
  const check = useDraft(token, event.id, ws.draft, liveEvent);
  const previewEvent = usePaused(check.event, PREVIEW_PAUSE_MS);
  const problems = useMemo(
    () => cellProblems(model, check.errors, check.warnings),
    [model, check.errors, check.warnings],
  );
  const version = ws.live?.version ?? null;
  // over a new event every set is a change for fans (no diff against nothing)
  const changes = liveEvent
    ? (check.diff?.changes.length ?? 0) +
      (check.diff?.metaChanges.length ?? 0) +
      (check.diff?.stagesAdded.length ?? 0) +
      (check.diff?.stagesRemoved.length ?? 0)
    : (check.event?.sets.length ?? model.rows.length);
  summary.current = model.readable
    ? {
        name: model.name.slice(0, 200),
        sets: model.rows.length,
        stages: model.stages.length,
        firstNight: /^\d{4}-\d{2}-\d{2}$/.test(model.firstNight) ? model.firstNight : '',
        lastNight: /^\d{4}-\d{2}-\d{2}$/.test(model.lastNight) ? model.lastNight : '',
        changes,
      }
    : undefined;
  useEffect(
    () => onState({ version, hasDraft: ws.hasDraft, save: ws.save, savedAt: ws.savedAt }),
    [version, ws.hasDraft, ws.save, ws.savedAt, onState],
  );

  if (!ws.loaded) return <p className="org-hint">{t.loading}</p>;
  if (ws.failure) return <p className="organiser__error">{t.loadFailed}</p>;
  if (ws.live?.source === 'file') {
    return (
      <>
        <p className="org-empty">{t.fileManaged(ws.live.file ?? '')}</p>
        {operator && (
          <AdoptFile
            token={token}
            event={event.id}
            file={ws.live.file ?? ''}
            onAdopted={onPublished}
          />
        )}
      </>
    );
  }
  const creating = ws.text.trim() === '';
  const shown: View = creating ? 'event' : (view ?? 'table');

  const apply = (
    edits: DraftEdit | DraftEdit[],
    undoable?: { label: string; inPlace?: boolean; form?: boolean },
  ) => {
    try {
      const before = ws.currentDraft();
      const next = (Array.isArray(edits) ? edits : [edits]).reduce(editSession, before);
      ws.edit(next);
      setUndo(
        undoable
          ? {
              label: undoable.label,
              draft: before,
              inPlace: undoable.inPlace === true,
              form: undoable.form === true,
            }
          : null,
      );
      setMessage(null);
    } catch {
      setMessage(t.textUnreadable);
    }
  };
  const undoNow = () => {
    if (!undo) return;
    ws.edit(undo.draft, undo.rows);
    if (undo.form) setFormRound((n) => n + 1);
    setUndo(null);
  };
  const published = async (version: number) => {
    setNote('');
    setUndo(null);
    setMetaChanges([]);
    setMessage(t.published(version));
    await ws.reload();
    onPublished(version);
  };

  return (
    <div className="org-workspace">
      {!creating && <ViewsNav shown={shown} onView={setView} />}
      {ws.baseVersion !== (ws.live?.version ?? null) && ws.hasDraft && (
        <p className="org-confirm">
          {t.draftFromOlder(ws.baseVersion ?? 0, ws.live?.version ?? 0)}
        </p>
      )}
      {ws.conflict && (
        <div className="org-confirm" role="alert">
          <p>
            {ws.conflict.draft
              ? tl.staleTitle(ws.conflict.draft.updatedBy, clock(ws.conflict.draft.updatedAt))
              : tl.staleGone}
          </p>
          <div className="org-actions">
            <button type="button" className="button" onClick={() => void ws.reload()}>
              {tl.reloadTheirs}
            </button>
            <button type="button" className="button" onClick={() => void ws.overwrite()}>
              {tl.overwrite}
            </button>
          </div>
        </div>
      )}
      {undo && !(undo.inPlace && shown === 'table') && !(undo.form && shown === 'event') && (
        <p className="org-undo" role="status">
          {undo.label}{' '}
          <button type="button" className="button button--small" onClick={undoNow}>
            {t.undo}
          </button>
        </p>
      )}
      {message && (
        <p className="org-ok" role="status">
          {message}
        </p>
      )}
      {metaChanges.length > 0 && (
        <ul className="org-meta-changes">
          {metaChanges.map((c) => (
            <li key={c.field}>
              {tp.metaChanged(
                fieldName(c.field, tp),
                c.before ?? tp.nothing,
                c.after ?? tp.nothing,
              )}
            </li>
          ))}
        </ul>
      )}
      {!model.readable && !creating && shown !== 'text' && (
        <p className="organiser__error">
          {t.textUnreadable}{' '}
          <button type="button" className="button button--small" onClick={() => setView('text')}>
            {t.viewText}
          </button>
        </p>
      )}

      {shown === 'event' && (
        <section aria-labelledby={`${id}-event`}>
          <h2 id={`${id}-event`} className="org-section-title">
            {creating ? t.createTitle : t.viewEvent}
          </h2>
          {creating && <p className="org-hint">{t.createIntro}</p>}
          <EventForm
            key={creating ? 'new' : `edit-${formRound}`}
            token={token}
            eventId={event.id}
            model={model}
            creating={creating}
            idEditable={idEditable && creating}
            setsPerStage={model.stages.map(
              (_, i) => model.rows.filter((r) => r.stage === i).length,
            )}
            undo={undo?.form ? { label: undo.label, onUndo: undoNow } : null}
            onSave={(form, stageFrom) => {
              if (creating) {
                ws.edit(newEventText({ ...form, id: idEditable ? form.id : event.id }));
                setView('table');
                return;
              }
              // a stage with sets renamed over says where they go, with Undo beside the button
              const replaced = stageReplacements(
                model.stages,
                form.stages,
                stageFrom,
                model.stages.map((_, i) => model.rows.filter((r) => r.stage === i).length),
                tr,
              );
              apply(
                { kind: 'event', form: { ...form, id: model.id || event.id }, stageFrom },
                replaced.length > 0 ? { label: replaced.join(' '), form: true } : undefined,
              );
            }}
          />
        </section>
      )}
      {shown === 'table' && model.readable && (
        <LineupTable
          token={token}
          eventId={event.id}
          model={model}
          problems={problems}
          onEdit={apply}
          undoLabel={undo?.label ?? null}
          onUndo={undoNow}
          reveal={reveal}
          onRevealed={() => setReveal(null)}
        />
      )}
      {shown === 'timeline' && model.readable && <Timeline model={model} onEdit={apply} />}
      {shown === 'text' && (
        <Suspense fallback={<p className="org-hint">{t.loading}</p>}>
          <TextView
            text={ws.text}
            errors={check.errors}
            warnings={check.warnings}
            onChange={ws.edit}
          />
        </Suspense>
      )}
      {shown === 'import' && (
        <section aria-labelledby={`${id}-import`}>
          <h2 id={`${id}-import`} className="org-section-title">
            {t.viewImport}
          </h2>
          <ImportPanel
            token={token}
            eventId={event.id}
            eventZone={model.timeZone}
            eventStages={model.stages.map((s) => s.name)}
            onBefore={ws.flush}
            onImported={(report, rowErrors) => {
              // the server kept the draft's name, stages and texts and merged the file's sets as chosen
              const draftBefore = ws.currentDraft();
              const before = ws.current();
              const rows = ws.skippedRows;
              ws.edit(report.text, rowErrors);
              setView('table');
              setMessage(t.imported(ws.currentDraft().model.rows.length));
              setMetaChanges(report.metaChanges ?? []);
              // what it moved and removed of the event's sets, in numbers, with Undo
              const was = parseEventFile(before, 'before', { now }).event;
              const is = parseEventFile(report.text, 'after', { now }).event;
              if (was && is && was.sets.length > 0) {
                setUndo({
                  label: importOutcome(was, is, tr, locale),
                  draft: draftBefore,
                  inPlace: false,
                  rows,
                });
              }
            }}
          />
        </section>
      )}
      {shown === 'history' && (
        <section aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`} className="org-section-title">
            {t.viewHistory}
          </h2>
          <RollbackPanel
            token={token}
            eventId={event.id}
            versions={ws.history}
            live={liveEvent}
            onDone={published}
          />
          <MediaLibrary token={token} event={event.id} />
        </section>
      )}

      {!creating && (
        <>
          <ProblemList
            skippedRows={ws.skippedRows}
            errors={check.errors}
            warnings={check.warnings}
            showable={(d) => model.readable && cellOf(model, d) !== null}
            onShow={(d) => {
              const cell = cellOf(model, d);
              if (!cell) return;
              setView('table');
              // a new object each time: "show" twice brings the cell back twice
              setReveal({ row: cell.row, cell: `${cell.row}:${cell.field ?? 'dj'}` });
            }}
          />
          <section aria-labelledby={`${id}-diff`}>
            <h2 id={`${id}-diff`} className="org-section-title">
              {t.diffTitle}
            </h2>
            {check.event ? (
              <ShownDiff
                diff={check.diff ?? NO_DIFF}
                timeZone={check.event.meta.timeZone}
                nothingLive={!liveEvent}
              />
            ) : (
              <p className="org-hint">{t.diffNeedsFix}</p>
            )}
          </section>
          <div id={`${id}-publish`} className="org-anchor" />
          <PublishBar
            token={token}
            eventId={event.id}
            text={ws.text}
            currentText={ws.current}
            hasDraft={ws.hasDraft}
            errors={check.errors}
            warnings={check.warnings}
            skippedRows={ws.skippedRows}
            note={note}
            onNote={setNote}
            changes={changes}
            beforePublish={ws.flush}
            checked={check.checked}
            onPublished={published}
            onDiscard={async () => {
              await ws.discard();
              setUndo(null);
              setMessage(t.discarded);
            }}
          />
          {check.event && (
            // opened on demand: the fans' timetable in it scrolls to "now", and would take the
            // organiser's page down with it on every load
            <details className="org-preview" onToggle={(e) => setPreview(e.currentTarget.open)}>
              <summary>{t.previewShow}</summary>
              {preview && (
                <Suspense fallback={null}>
                  <PreviewPanel event={previewEvent ?? check.event} />
                </Suspense>
              )}
            </details>
          )}
          {ws.hasDraft && shown !== 'text' && (
            <div className="org-sticky">
              <span>{liveEvent ? t.draftChanges(changes) : tl.draftNew(changes)}</span>
              <a className="button button--small button--primary" href={`#${id}-publish`}>
                {t.toPublish}
              </a>
            </div>
          )}
        </>
      )}
    </div>
  );
}
