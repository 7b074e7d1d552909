import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { appMessages } from '../kit/messages.ts';
import { LikeStatsView } from './LikeStatsView.tsx';
import { organiserMessages } from './messages.ts';
import { fetchReport, isFinal, OrganiserApiError } from './organiserApi.ts';
import { readToken, storeToken } from './organiserToken.ts';
import { publishMessages } from './publish/messages.ts';
import { TokenForm } from './TokenForm.tsx';
import { ValidationReport } from './ValidationReport.tsx';
import './organiser.css';

// publishing and its editor (CodeMirror loads later still, from the editor)
const PublishPanel = lazy(() => import('./publish/PublishPanel.tsx'));

/**
 * /organiser (issues 7 and 14): publishing from the browser, the validation report of every
 * event file and the like totals, behind ORGANISER_TOKEN or an organiser's own token. Linked from no fan's screen: organisers bookmark it (docs/organisers.md).
 */
export default function OrganiserPage() {
  const t = useMessages(organiserMessages);
  const [token, setToken] = useState(readToken);
  return (
    <article className="page organiser">
      {/* React hoists it into <head>: search engines have no business here */}
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="page__title">{t.title}</h1>
      <p className="hint">{t.intro}</p>
      {token === null ? (
        <TokenForm
          wrong={false}
          onToken={(next) => {
            storeToken(next);
            setToken(next);
          }}
        />
      ) : (
        <OrganiserData
          token={token}
          onToken={(next) => {
            storeToken(next);
            setToken(next);
          }}
        />
      )}
    </article>
  );
}

function OrganiserData({ token, onToken }: { token: string; onToken(token: string | null): void }) {
  const t = useMessages(organiserMessages);
  const app = useMessages(appMessages);
  const tp = useMessages(publishMessages);
  const client = useQueryClient();
  const report = useQuery({
    queryKey: ['organiser', 'report', token],
    queryFn: ({ signal }) => fetchReport(token, signal),
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
  const failure = report.error instanceof OrganiserApiError ? report.error.failure : null;
  // a rejected token is not kept: the next visit asks again
  useEffect(() => {
    if (failure === 'wrongToken') storeToken(null);
  }, [failure]);

  if (failure === 'wrongToken') return <TokenForm wrong onToken={onToken} />;
  if (failure === 'off') {
    return (
      <p className="organiser__error" role="alert">
        {t.off}
      </p>
    );
  }
  if (report.error && !report.data) {
    return (
      <div className="organiser__error" role="alert">
        <p>{failure === 'unreachable' ? t.unreachable : t.serverError(report.error.message)}</p>
        <button type="button" className="button" onClick={() => report.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!report.data) {
    return (
      <p className="hint" role="status">
        {app.loading}
      </p>
    );
  }
  const forget = () => {
    client.removeQueries({ queryKey: ['organiser'] });
    onToken(null);
  };
  return (
    <>
      <div className="organiser__actions">
        <button
          type="button"
          className="button"
          aria-busy={report.isFetching}
          onClick={() => client.invalidateQueries({ queryKey: ['organiser'] })}
        >
          {t.reload}
        </button>
        <button type="button" className="button" onClick={forget}>
          {t.forget}
        </button>
      </div>
      <section aria-labelledby="organiser-publish">
        <h2 id="organiser-publish" className="section-title">
          {tp.title}
        </h2>
        <Suspense fallback={<p className="hint">{app.loading}</p>}>
          <PublishPanel token={token} />
        </Suspense>
      </section>
      <section aria-labelledby="organiser-report">
        <h2 id="organiser-report" className="section-title">
          {t.reportTitle}
        </h2>
        <ValidationReport report={report.data} />
      </section>
      <section aria-labelledby="organiser-stats">
        <h2 id="organiser-stats" className="section-title">
          {t.statsTitle}
        </h2>
        <LikeStatsView token={token} report={report.data} />
      </section>
    </>
  );
}
