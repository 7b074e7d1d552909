import {
  type DraftReport,
  type ImportChoices,
  isValidTimeZone,
  type ImportQuestions as Questions,
  type ReportDiagnostic,
} from '@lineup/core';
import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { importFile, type UploadFormat } from '../publish/publishApi.ts';
import { ImportQuestions } from './ImportQuestions.tsx';
import { importMessages } from './importMessages.ts';
import { workspaceMessages } from './messages.ts';
import { ProblemText } from './ProblemText.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';

const FORMATS: UploadFormat[] = ['csv', 'xlsx', 'ods', 'frab', 'shallowbunny', 'lineup'];

/** the format a file's name says, else the one chosen */
function formatOf(name: string, chosen: UploadFormat): UploadFormat {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (ext === 'xlsx' || ext === 'ods') return ext;
  return chosen;
}

/**
 * A spreadsheet or schedule into the draft: the file's local times read in the zone chosen
 * (the event's unless changed); rows that cannot be read come back as errors, listed first.
 */
export function ImportPanel({
  token,
  eventId,
  eventZone,
  eventStages,
  onBefore,
  onImported,
}: {
  token: string;
  eventId: string;
  eventZone: string;
  /** the event's stage names, in order (the questions name them) */
  eventStages: string[];
  /** before reading: the server merges the file into the draft it has */
  onBefore(): Promise<void>;
  onImported(report: DraftReport & { text: string }, rowErrors: ReportDiagnostic[]): void;
}) {
  const t = useMessages(workspaceMessages);
  const ti = useMessages(importMessages);
  const id = useId();
  const [format, setFormat] = useState<UploadFormat>('csv');
  const [zone, setZone] = useState(eventZone || 'Europe/Berlin');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ReportDiagnostic[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** the file read and its questions, while the organiser answers them */
  const [asking, setAsking] = useState<{ file: File; questions: Questions } | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const read = async (file: File, choices?: ImportChoices) => {
    setBusy(true);
    setFailed(null);
    setError(null);
    setCancelled(false);
    try {
      await onBefore();
      const kind = formatOf(file.name, format);
      const report = await importFile(token, eventId, file, kind, zone, choices);
      if (report.asks && report.questions) setAsking({ file, questions: report.questions });
      else if (report.text === null) {
        setAsking(null);
        setFailed([...(report.rowErrors ?? []), ...report.errors]);
      } else {
        setAsking(null);
        onImported({ ...report, text: report.text }, report.rowErrors ?? []);
      }
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file || !isValidTimeZone(zone)) return;
    void read(file);
  };

  return (
    <>
      <form className="org-import" onSubmit={submit}>
        <p className="org-hint">{t.importIntro}</p>
        <div className="org-field">
          <label htmlFor={`${id}-format`}>{t.importFormat}</label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(e) => setFormat(e.target.value as UploadFormat)}
          >
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {
                  {
                    lineup: t.formatLineup,
                    csv: t.formatCsv,
                    xlsx: t.formatXlsx,
                    ods: t.formatOds,
                    frab: t.formatFrab,
                    shallowbunny: t.formatShallowbunny,
                  }[f]
                }
              </option>
            ))}
          </select>
        </div>
        <TimeZoneField
          label={t.importZone}
          hint={t.importZoneHint}
          invalidText={t.timeZoneBad}
          value={zone}
          onChange={setZone}
        />
        <div className="org-field">
          <label htmlFor={`${id}-file`}>{t.importFile}</label>
          <input id={`${id}-file`} name="file" type="file" required />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t.importReading : t.importRead}
        </button>
        {error && (
          <p className="organiser__error" role="alert">
            {t.importFailed}
          </p>
        )}
        {failed && (
          <div className="organiser__error" role="alert">
            <p>{t.importFailed}</p>
            <ul className="org-problems">
              {failed.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
                <li key={i}>
                  <ProblemText d={d} />
                </li>
              ))}
            </ul>
          </div>
        )}
        {cancelled && (
          <p className="org-hint" role="status">
            {ti.cancelled}
          </p>
        )}
      </form>
      {asking && (
        <ImportQuestions
          key={asking.file.name}
          questions={asking.questions}
          eventStages={eventStages}
          busy={busy}
          onAnswer={(choices) => void read(asking.file, choices)}
          onCancel={() => {
            setAsking(null);
            setCancelled(true);
          }}
        />
      )}
    </>
  );
}
