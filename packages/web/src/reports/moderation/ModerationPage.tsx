import type { OverlapChoice, ReportQueue } from '@lineup/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { useNoIndex } from '../../kit/useNoIndex.ts';
import { readToken, storeToken } from '../../organiser/organiserToken.ts';
import { TokenForm } from '../../organiser/TokenForm.tsx';
import { ModerationExtras } from './ModerationExtras.tsx';
import { moderationMessages } from './messages.ts';
import {
  accept,
  addModerator,
  block,
  fetchModeration,
  fetchQueue,
  ModerationError,
  type ModerationEvents,
  refuse,
} from './moderationApi.ts';
import { ReportCard } from './ReportCard.tsx';
import './moderation.css';
import '../../organiser/organiser.css';

/** new reports are looked for this often while the page is open */
const REFRESH_MS = 20_000;

/**
 * /organiser/reports: the moderation queue of fans' reports, for an event's organisers and its
 * moderators (tokens that can do nothing else). Phone first: one card per report, accept or
 * refuse in one tap.
 */
export default function ModerationPage() {
  const t = useMessages(moderationMessages);
  const [token, setToken] = useState(readToken);
  const [wrong, setWrong] = useState(false);
  useEffect(() => {
    document.title = t.title;
  }, [t.title]);
  useNoIndex();
  const signIn = (next: string | null) => {
    storeToken(next);
    setToken(next);
    setWrong(false);
  };
  return (
    <article className="organiser moderation">
      <div className="org-page">
        <h1 className="page__title">{t.title}</h1>
        {token === null ? (
          <TokenForm wrong={wrong} onToken={signIn} />
        ) : (
          <Queue
            token={token}
            onWrongToken={() => {
              signIn(null);
              setWrong(true);
            }}
            onSignOut={() => signIn(null)}
          />
        )}
      </div>
    </article>
  );
}

function Queue({
  token,
  onWrongToken,
  onSignOut,
}: {
  token: string;
  onWrongToken(): void;
  onSignOut(): void;
}) {
  const t = useMessages(moderationMessages);
  const [events, setEvents] = useState<ModerationEvents | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [queue, setQueue] = useState<ReportQueue | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const event = selected ?? events?.events.find((e) => e.pending > 0)?.id ?? events?.events[0]?.id;

  const load = useCallback(async () => {
    try {
      const list = await fetchModeration(token);
      setEvents(list);
      const id = selected ?? list.events.find((e) => e.pending > 0)?.id ?? list.events[0]?.id;
      setQueue(id ? await fetchQueue(token, id) : null);
      setFailed(false);
    } catch (error) {
      if (error instanceof ModerationError && error.status === 401) onWrongToken();
      else setFailed(true);
    }
  }, [token, selected, onWrongToken]);

  useEffect(() => {
    void load();
    const id = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(id);
  }, [load]);

  const decide = async (id: string, action: () => Promise<string>) => {
    setBusy(id);
    try {
      setSaid(await action());
    } catch (error) {
      setSaid(error instanceof ModerationError && error.message ? error.message : t.unreachable);
    } finally {
      setBusy(null);
      await load();
    }
  };

  if (!events) {
    return failed ? (
      <div role="alert">
        <p>{t.unreachable}</p>
        <button type="button" className="button" onClick={() => void load()}>
          {t.retry}
        </button>
      </div>
    ) : (
      <p className="org-hint" aria-busy="true">
        …
      </p>
    );
  }
  const canAdd = events.access.role !== 'moderator';
  return (
    <>
      <p className="org-hint">
        {t.signedInAs(events.access.name)} ·{' '}
        <button type="button" className="button" onClick={onSignOut}>
          {t.signOut}
        </button>
      </p>
      <p className="org-hint">{t.intro}</p>
      {events.events.length > 1 && (
        <label className="mod-event">
          <span>{t.event}</span>
          <select value={event ?? ''} onChange={(e) => setSelected(e.target.value)}>
            {events.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.partyName ?? e.id} · {t.waiting(e.pending)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="mod-said" role="status">
        {said}
      </p>
      {queue && queue.dropped > 0 && <p className="org-hint">{t.dropped(queue.dropped)}</p>}
      {queue && event && (
        <>
          <h2 className="org-section-title">{t.waiting(queue.reports.length)}</h2>
          {queue.reports.length === 0 ? (
            <p className="org-empty">{t.empty}</p>
          ) : (
            <ol className="mod-cards">
              {queue.reports.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  stages={queue.stages}
                  timeZone={queue.timeZone}
                  busy={busy === report.id}
                  onAccept={(choice: OverlapChoice | null) =>
                    decide(report.id, async () =>
                      t.accepted((await accept(token, event, report.id, choice)).version),
                    )
                  }
                  onRefuse={() =>
                    decide(report.id, async () => {
                      await refuse(token, event, report.id);
                      return t.refused;
                    })
                  }
                  onBlock={() =>
                    decide(report.id, async () =>
                      t.blocked((await block(token, event, report.id)).blocked),
                    )
                  }
                />
              ))}
            </ol>
          )}
          <button type="button" className="button" onClick={() => void load()}>
            {t.reload}
          </button>
          <ModerationExtras
            token={token}
            event={event}
            queue={queue}
            canConfigure={canAdd}
            onDone={(words) => {
              setSaid(words);
              void load();
            }}
          />
          {canAdd && <AddModerator token={token} event={event} />}
        </>
      )}
    </>
  );
}

function AddModerator({ token, event }: { token: string; event: string }) {
  const t = useMessages(moderationMessages);
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setMade(await addModerator(token, event, name));
      setName('');
      setError('');
    } catch (err) {
      setError(err instanceof ModerationError && err.message ? err.message : t.unreachable);
    }
  };
  return (
    <details className="mod-add">
      <summary>{t.addModerator}</summary>
      <p className="org-hint">{t.moderatorHint}</p>
      <form onSubmit={submit} className="mod-add__form">
        <label>
          <span>{t.moderatorName}</span>
          <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} required />
        </label>
        <button type="submit" className="button">
          {t.add}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {made && (
        <p className="mod-add__token">
          {t.newToken(made.name)} <code>{made.token}</code>
        </p>
      )}
    </details>
  );
}
