import {
  formatTime,
  type LineupResponse,
  type LineupSet,
  type ReportPayload,
  reportTimes,
  roundToFiveMinutes,
} from '@lineup/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { useModalDialog } from '../kit/useModalDialog.ts';
import { reportMessages } from './messages.ts';
import { makeReport, type SendOutcome } from './outbox.ts';
import { useActNames } from './useActNames.ts';
import './reports.css';

export type ReportTarget =
  | { kind: 'playing'; stage: number | null }
  | { kind: 'change'; set: LineupSet };

type ChangeMode = 'time' | 'act' | 'cancelled' | 'note' | 'chain';

interface Props {
  data: LineupResponse;
  target: ReportTarget;
  onClose(): void;
}

/**
 * "Who's playing?" on a stage, or "Suggest a change" on a set: a small form in a modal sheet.
 * What the fan sends is kept on the phone first: offline it waits and the sheet says so.
 */
export default function ReportDialog({ data, target, onClose }: Props) {
  const t = useMessages(reportMessages);
  const { ref, titleId, close, onBackdropClick } = useModalDialog(onClose);
  const { meta } = data;
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const acts = useActNames(data);

  const submit = async (payload: ReportPayload | null) => {
    if (!payload || busy) return;
    setBusy(true);
    const result = await makeReport(meta.id, payload);
    setBusy(false);
    setOutcome(result);
    if (result === 'refused') {
      const { keptReports } = await import('./outbox.ts');
      setRefusal(keptReports().at(-1)?.refused ?? '');
    }
  };

  const title =
    target.kind === 'playing'
      ? target.stage !== null
        ? t.whoIsPlayingOn(meta.rooms[target.stage] ?? '')
        : t.whoIsPlaying
      : t.suggestChange;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog
      ref={ref}
      className="act-sheet report-sheet"
      aria-labelledby={titleId}
      onClick={onBackdropClick}
    >
      <div className="act-sheet__body">
        <h2 id={titleId} className="act-sheet__name">
          {title}
        </h2>
        {target.kind === 'change' && <p className="act-sheet__where">{target.set.djAndChange}</p>}
        <datalist id={listId}>
          {acts.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {outcome === null ? (
          target.kind === 'playing' ? (
            <PlayingForm
              data={data}
              stage={target.stage}
              listId={listId}
              busy={busy}
              onSend={submit}
            />
          ) : (
            <ChangeForm data={data} set={target.set} listId={listId} busy={busy} onSend={submit} />
          )
        ) : (
          <p className="report-sheet__outcome" role="status">
            {outcome === 'sent' ? t.sent : outcome === 'offline' ? t.saved : t.refusedBy(refusal)}
          </p>
        )}
        <div className="act-sheet__actions">
          <button type="button" className="button" onClick={close}>
            {t.cancel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

interface FormProps {
  data: LineupResponse;
  listId: string;
  busy: boolean;
  onSend(payload: ReportPayload | null): void;
}

function PlayingForm({ data, stage, listId, busy, onSend }: FormProps & { stage: number | null }) {
  const t = useMessages(reportMessages);
  const [room, setRoom] = useState(stage ?? 0);
  const [dj, setDj] = useState('');
  const [start, setStart] = useState(() => roundToFiveMinutes(new Date()));
  useEffect(() => {
    const id = setInterval(() => setStart(roundToFiveMinutes(new Date())), 30_000);
    return () => clearInterval(id);
  }, []);
  const send = (e: FormEvent) => {
    e.preventDefault();
    onSend(dj.trim() ? { kind: 'playing', stage: room, start, dj: dj.trim() } : null);
  };
  return (
    <form className="report-form" onSubmit={send}>
      {stage === null && (
        <label className="report-form__field">
          <span>{t.stage}</span>
          <select value={room} onChange={(e) => setRoom(Number(e.target.value))}>
            {data.meta.rooms.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stage index is its identity
              <option key={i} value={i}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="report-form__field">
        <span>{t.act}</span>
        <input
          name="act"
          list={listId}
          value={dj}
          maxLength={100}
          autoComplete="off"
          placeholder={t.actHint}
          onChange={(e) => setDj(e.target.value)}
          required
        />
      </label>
      <p className="report-form__hint">{t.startsAbout(formatTime(start, data.meta.timeZone))}</p>
      <button type="submit" className="button button--primary" disabled={busy || !dj.trim()}>
        {t.send}
      </button>
    </form>
  );
}

function ChangeForm({ data, set, listId, busy, onSend }: FormProps & { set: LineupSet }) {
  const t = useMessages(reportMessages);
  const zone = data.meta.timeZone;
  const [mode, setMode] = useState<ChangeMode>('time');
  const [start, setStart] = useState(formatTime(set.start, zone));
  const [end, setEnd] = useState(formatTime(set.end, zone));
  const [text, setText] = useState('');
  const ref = { dj: set.dj, stage: set.room, start: set.start };
  const payload = (): ReportPayload | null => {
    const value = text.trim();
    switch (mode) {
      case 'time': {
        const times = reportTimes(set.start, zone, start, end, new Date());
        return times ? { kind: 'change', set: ref, ...times } : null;
      }
      case 'act':
        return value ? { kind: 'change', set: ref, dj: value } : null;
      case 'cancelled':
        return { kind: 'change', set: ref, cancelled: true };
      case 'note':
        return value ? { kind: 'change', set: ref, note: value } : null;
      case 'chain':
        return value ? { kind: 'chain', set: ref, dj: value } : null;
    }
  };
  const modes: [ChangeMode, string][] = [
    ['time', t.otherTime],
    ['act', t.otherAct],
    ['cancelled', t.cancelled],
    ['note', t.note],
    ['chain', t.chain],
  ];
  return (
    <form
      className="report-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(payload());
      }}
    >
      <fieldset className="report-form__modes">
        <legend>{t.whatChanged}</legend>
        {modes.map(([value, label]) => (
          <label key={value} className="report-form__mode">
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setText('');
              }}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'time' && (
        <div className="report-form__times">
          <label className="report-form__field">
            <span>{t.start}</span>
            <input type="time" value={start} onChange={(e) => setStart(e.target.value)} required />
          </label>
          <label className="report-form__field">
            <span>{t.end}</span>
            <input type="time" value={end} onChange={(e) => setEnd(e.target.value)} required />
          </label>
        </div>
      )}
      {(mode === 'act' || mode === 'chain' || mode === 'note') && (
        <label className="report-form__field">
          <span>{mode === 'note' ? t.note : mode === 'chain' ? t.nextAct : t.act}</span>
          <input
            name="text"
            list={mode === 'note' ? undefined : listId}
            value={text}
            maxLength={mode === 'note' ? 200 : 100}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            required
          />
        </label>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || payload() === null}
      >
        {t.send}
      </button>
    </form>
  );
}
