import { countDiagnostics } from '@lineup/core';
import { useId } from 'react';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { organiserMessages } from './messages.ts';
import type { FileEntry, OrganiserReport, ReportDiagnostic } from './organiserApi.ts';

type Messages = (typeof organiserMessages)['en'];

function useTimeFormat(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale(useLocale()), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (iso) => format.format(new Date(iso));
}

/** Every file of DATA_DIR/events: served or not, its errors (red) and warnings (amber). */
export function ValidationReport({ report }: { report: OrganiserReport }) {
  const t = useMessages(organiserMessages);
  const time = useTimeFormat();
  return (
    <>
      <p className="organiser__summary">
        {t.summary(report.files.length, report.errors, report.warnings)}
        <span className="organiser__as-of"> · {t.asOf(time(report.generatedAt))}</span>
      </p>
      {report.files.length === 0 ? (
        <p className="organiser__empty">{t.noFiles}</p>
      ) : (
        <ul className="organiser-files">
          {report.files.map((file) => (
            <FileCard key={file.file} file={file} t={t} time={time} />
          ))}
        </ul>
      )}
    </>
  );
}

function statusText(file: FileEntry, t: Messages): string {
  if (file.status === 'loaded') return t.statusLoaded;
  return file.status === 'broken-serving-last-good' ? t.statusStale : t.statusNever;
}

function FileCard({
  file,
  t,
  time,
}: {
  file: FileEntry;
  t: Messages;
  time: (iso: string) => string;
}) {
  const id = useId();
  const { event } = file;
  const clean = file.errors.length === 0 && file.warnings.length === 0;
  return (
    <li className={`organiser-file organiser-file--${file.status}`} aria-labelledby={id}>
      <h3 id={id} className="organiser-file__name">
        <code>{file.file}</code>
      </h3>
      <p className="organiser-file__status">{statusText(file, t)}</p>
      {event && (
        <dl className="organiser-file__facts">
          <div>
            <dt className="visually-hidden">{t.eventLabel}</dt>
            <dd>
              {event.partyName} ({t.served(event.id, event.sets, event.stages)})
            </dd>
          </div>
          <div>
            <dt>{t.hash}</dt>
            <dd>
              <code>{event.hash}</code>
            </dd>
          </div>
          {file.loadedAt && (
            <div>
              <dt>{t.loadedAt}</dt>
              <dd>{time(file.loadedAt)}</dd>
            </div>
          )}
        </dl>
      )}
      {(!event || file.loadedAt !== file.readAt) && (
        <p className="organiser-file__read">
          {t.readAt}: {time(file.readAt)}
        </p>
      )}
      {file.errors.length > 0 && (
        <Diagnostics
          kind="error"
          title={t.errorsTitle(countDiagnostics(file.errors))}
          list={file.errors}
        />
      )}
      {file.warnings.length > 0 && (
        <Diagnostics
          kind="warning"
          title={t.warningsTitle(countDiagnostics(file.warnings))}
          list={file.warnings}
        />
      )}
      {clean && <p className="organiser-file__clean">{t.noProblems}</p>}
    </li>
  );
}

function Diagnostics({
  kind,
  title,
  list,
}: {
  kind: 'error' | 'warning';
  title: string;
  list: ReportDiagnostic[];
}) {
  return (
    <div className={`organiser-diags organiser-diags--${kind}`}>
      <h4 className="organiser-diags__title">{title}</h4>
      <ul className="organiser-diags__list">
        {list.map((d, i) => (
          // the same text twice on one line is the same problem: index keeps keys unique
          // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id of their own
          <li key={`${i}-${d.text}`} className="organiser-diag">
            <code className="organiser-diag__where">
              {d.file}
              {d.line !== null ? `:${d.line}` : ''}
            </code>
            : <span className="organiser-diag__rule">{d.rule}</span>: {d.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
