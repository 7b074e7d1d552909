import {
  type LiveSource,
  type LoadedEvent,
  type OrganiserEvents,
  type PublishedVersion,
  parseEventFile,
  type ReportDiagnostic,
} from '@lineup/core';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor.tsx';
import { DiffView } from './DiffView.tsx';
import { HistoryList } from './HistoryList.tsx';
import { MediaUpload } from './MediaUpload.tsx';
import { publishMessages } from './messages.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { Problems } from './Problems.tsx';
import {
  fetchEvents,
  fetchHistory,
  fetchLive,
  importFile,
  PublishRefused,
  publishText,
  rollback,
  type UploadFormat,
} from './publishApi.ts';
import { useDraft } from './useDraft.ts';

const FORMATS: UploadFormat[] = ['lineup', 'csv', 'frab', 'shallowbunny'];

/**
 * Publishing from the browser (issue 14): the caller's events, upload or edit, errors and
 * warnings at their lines, the diff against what is live, a preview, publish, history with
 * rollback and pictures.
 */
export default function PublishPanel({ token }: { token: string }) {
  const t = useMessages(publishMessages);
  const [events, setEvents] = useState<OrganiserEvents | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const reloadEvents = useCallback(() => {
    fetchEvents(token)
      .then((e) => {
        setEvents(e);
        setSelected(
          (s) => s ?? e.events.find((x) => x.source !== 'file')?.id ?? e.events[0]?.id ?? null,
        );
      })
      .catch((error: Error) => setFailure(error.message));
  }, [token]);
  useEffect(reloadEvents, [reloadEvents]);

  if (failure) return <p className="organiser__error">{failure}</p>;
  if (!events) return null;
  if (events.events.length === 0) return <p className="hint">{t.noEvents}</p>;
  const current = events.events.find((e) => e.id === selected) ?? events.events[0]!;
  return (
    <div className="publish">
      <p className="hint">{t.intro}</p>
      <div className="publish-row">
        <label htmlFor="publish-event">{t.event}</label>
        <select id="publish-event" value={current.id} onChange={(e) => setSelected(e.target.value)}>
          {events.events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.partyName ? `${e.partyName} (${e.id})` : e.id}
            </option>
          ))}
        </select>
      </div>
      {current.source === 'file' ? (
        <p className="organiser__empty">{t.sourceFile(current.file ?? '')}</p>
      ) : (
        <EventEditor
          key={current.id}
          token={token}
          eventId={current.id}
          onPublished={reloadEvents}
        />
      )}
    </div>
  );
}

function EventEditor({
  token,
  eventId,
  onPublished,
}: {
  token: string;
  eventId: string;
  onPublished(): void;
}) {
  const t = useMessages(publishMessages);
  const id = useId();
  const editor = useRef<CodeEditorHandle>(null);
  const [live, setLive] = useState<LiveSource | null>(null);
  const [history, setHistory] = useState<PublishedVersion[]>([]);
  const [text, setText] = useState('');
  const [format, setFormat] = useState('yaml');
  const [uploadFormat, setUploadFormat] = useState<UploadFormat>('csv');
  const [notes, setNotes] = useState<ReportDiagnostic[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    const [source, versions] = await Promise.all([
      fetchLive(token, eventId),
      fetchHistory(token, eventId),
    ]);
    setLive(source);
    setHistory(versions);
    return source;
  }, [token, eventId]);
  useEffect(() => {
    load()
      .then((source) => {
        setText(source.text ?? '');
        setFormat(source.format === 'json' ? 'json' : 'yaml');
      })
      .catch((error: Error) => setMessage({ ok: false, text: error.message }));
  }, [load]);

  const liveEvent = useMemo<LoadedEvent | null>(
    () => (live?.text ? parseEventFile(live.text, 'live', { now: new Date() }).event : null),
    [live],
  );
  const draft = useDraft(token, eventId, text, liveEvent);
  const problems = useMemo(
    () => [
      ...draft.errors
        .filter((d) => d.line !== null)
        .map((d) => ({ line: d.line!, severity: 'error' as const, message: d.message })),
      ...draft.warnings
        .filter((d) => d.line !== null)
        .map((d) => ({ line: d.line!, severity: 'warning' as const, message: d.message })),
    ],
    [draft.errors, draft.warnings],
  );
  const edit = (next: string) => {
    setText(next);
    setConfirming(false);
  };

  const upload = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const report = await importFile(token, eventId, file, uploadFormat);
      setNotes([...report.notes, ...(report.text === null ? report.errors : [])]);
      if (report.text === null) setMessage({ ok: false, text: t.uploadFailed });
      else {
        edit(report.text);
        setFormat(report.format);
      }
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const done = async (version: number) => {
    setMessage({ ok: true, text: t.published(version) });
    setConfirming(false);
    setNote('');
    onPublished();
    await load();
  };
  const publish = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await publishText(token, eventId, {
        text,
        format,
        note,
        confirmWarnings: confirming,
      });
      await done(result.version.version);
    } catch (error) {
      if (error instanceof PublishRefused && error.refusal.needsConfirmation) setConfirming(true);
      else setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const back = async (version: number) => {
    setBusy(true);
    try {
      const result = await rollback(token, eventId, version);
      await done(result.version.version);
      const fresh = await fetchLive(token, eventId);
      edit(fresh.text ?? '');
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const hasErrors = draft.errors.length > 0;
  return (
    <>
      <p className="hint" role="status">
        {live?.version ? t.sourcePublished(live.version) : t.sourceNew}
      </p>
      <form className="publish-upload" onSubmit={upload}>
        <div className="publish-row">
          <label htmlFor={`${id}-format`}>{t.formatLabel}</label>
          <select
            id={`${id}-format`}
            value={uploadFormat}
            onChange={(e) => setUploadFormat(e.target.value as UploadFormat)}
          >
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {
                  {
                    lineup: t.formatLineup,
                    csv: t.formatCsv,
                    frab: t.formatFrab,
                    shallowbunny: t.formatShallowbunny,
                  }[f]
                }
              </option>
            ))}
          </select>
        </div>
        <div className="publish-row">
          <label htmlFor={`${id}-file`}>{t.uploadLabel}</label>
          <input id={`${id}-file`} name="file" type="file" required />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t.reading : t.upload}
          </button>
        </div>
      </form>
      <h3 id={`${id}-editor`}>{t.editorLabel}</h3>
      <CodeEditor
        ref={editor}
        text={text}
        label={t.editorLabel}
        loadingText={t.loadingEditor}
        problems={problems}
        onChange={edit}
      />
      <Problems
        errors={draft.errors}
        warnings={draft.warnings}
        notes={notes}
        onLine={(line) => editor.current?.goToLine(line)}
      />
      <section aria-labelledby={`${id}-diff`}>
        <h3 id={`${id}-diff`}>{t.diffTitle}</h3>
        {draft.event && (
          <DiffView
            diff={
              draft.diff ?? {
                changes: [],
                counts: { added: 0, removed: 0, moved: 0, restaged: 0, renamed: 0 },
                stagesAdded: [],
                stagesRemoved: [],
                metaChanges: [],
              }
            }
            timeZone={draft.event.meta.timeZone}
            nothingLive={!liveEvent}
          />
        )}
      </section>
      {draft.event ? (
        <PreviewPanel event={draft.event} />
      ) : (
        <p className="hint">{t.previewNeedsText}</p>
      )}
      <div className="publish-send">
        <label htmlFor={`${id}-note`}>{t.noteLabel}</label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {hasErrors && <p className="hint">{t.hasErrors}</p>}
        {confirming && (
          <p className="publish-confirm" role="alert">
            {t.confirmHint}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={busy || hasErrors || text.trim() === ''}
          onClick={publish}
        >
          {busy ? t.publishing : confirming ? t.confirm(draft.warnings.length) : t.publish}
        </button>
        {message && (
          <p role="status" className={message.ok ? 'publish-ok' : 'organiser__error'}>
            {message.text}
          </p>
        )}
      </div>
      <section aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>{t.historyTitle}</h3>
        <HistoryList versions={history} busy={busy} onRollback={back} />
      </section>
      <MediaUpload token={token} event={eventId} />
    </>
  );
}
