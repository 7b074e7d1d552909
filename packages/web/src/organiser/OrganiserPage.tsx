import { EMPTY_DRAFT, newEventText, type OrganiserEvent, type OrganiserEvents } from '@lineup/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FollowCountsView } from '../follows/FollowCountsView.tsx';
import { organiserFollowMessages } from '../follows/organiserMessages.ts';
import { useMessages } from '../i18n/locale.tsx';
import { appMessages } from '../kit/messages.ts';
import { useNoIndex } from '../kit/useNoIndex.ts';
import { ModeratorRedirect, ReportsLink } from '../reports/moderation/ReportsLink.tsx';
import { EventList } from './EventList.tsx';
import { EmbedSnippet } from './embed/EmbedSnippet.tsx';
import { LikeStatsView } from './LikeStatsView.tsx';
import { listMessages } from './listMessages.ts';
import { organiserMessages } from './messages.ts';
import { ALL_EVENTS, OrganiserHeader } from './OrganiserHeader.tsx';
import { fetchReport, isFinal, OrganiserApiError } from './organiserApi.ts';
import { readToken, storeToken } from './organiserToken.ts';
import { fetchEvents } from './publish/publishApi.ts';
import { TokenForm } from './TokenForm.tsx';
import { ValidationReport } from './ValidationReport.tsx';
import { DraftConflictError, saveDraft } from './workspace/draftApi.ts';
import { EventForm } from './workspace/EventForm.tsx';
import { EventWorkspace, type HeaderState } from './workspace/EventWorkspace.tsx';
import { workspaceMessages } from './workspace/messages.ts';
import './eventList.css';
import './organiser.css';
import './workspace/workspace.css';

/** the value of `selected` while the new event's form is open */
const NEW_EVENT = '\u0000new';

/**
 * /organiser: an organiser's tool of its own (no fans' header or tab bar). Signed in with a
 * token kept on this device until "sign out"; the lineup of one event edited as a table, a
 * timeline, a form or text, saved as a draft on the server, published as a version.
 * Linked from no fan's screen: organisers bookmark it (docs/organisers.md).
 */
export default function OrganiserPage() {
  const t = useMessages(organiserMessages);
  const w = useMessages(workspaceMessages);
  const [token, setToken] = useState(readToken);
  useEffect(() => {
    document.title = w.appTitle;
  }, [w.appTitle]);
  useNoIndex();
  const signIn = (next: string | null) => {
    storeToken(next);
    setToken(next);
  };
  return (
    <article className="organiser">
      {token === null ? (
        <>
          <OrganiserHeader
            events={null}
            selected={null}
            withList={false}
            who={null}
            state={null}
            onSelect={() => {}}
            onSignOut={() => {}}
          />
          <div className="org-page">
            <h1 className="page__title">{t.title}</h1>
            <p className="org-hint">{t.intro}</p>
            <TokenForm wrong={false} onToken={signIn} />
          </div>
        </>
      ) : (
        <SignedIn token={token} onToken={signIn} />
      )}
    </article>
  );
}

function SignedIn({ token, onToken }: { token: string; onToken(token: string | null): void }) {
  const t = useMessages(organiserMessages);
  const w = useMessages(workspaceMessages);
  const app = useMessages(appMessages);
  const client = useQueryClient();
  const events = useQuery<OrganiserEvents>({
    queryKey: ['organiser', 'events', token],
    queryFn: () => fetchEvents(token),
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
  const [created, setCreated] = useState<OrganiserEvent[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [state, setState] = useState<HeaderState | null>(null);
  const [serverOpen, setServerOpen] = useState(false);
  const failure = events.error instanceof OrganiserApiError ? events.error.failure : null;
  useEffect(() => {
    if (failure === 'wrongToken') storeToken(null);
  }, [failure]);
  const onState = useCallback((s: HeaderState) => setState(s), []);

  const signOut = () => {
    client.removeQueries({ queryKey: ['organiser'] });
    onToken(null);
  };
  // a moderator's token opens the queue of fans' reports, its only page (issue 34)
  if (failure === 'server' && /moderator/.test(events.error?.message ?? '')) {
    return <ModeratorRedirect />;
  }
  if (failure === 'wrongToken') {
    return (
      <div className="org-page">
        <h1 className="page__title">{t.title}</h1>
        <TokenForm wrong onToken={onToken} />
      </div>
    );
  }
  const list = [
    ...(events.data?.events ?? []),
    ...created.filter((c) => !events.data?.events.some((e) => e.id === c.id)),
  ];
  const operator = events.data?.access.kind === 'operator';
  // one event of one organiser opens at once; else the list of events is the start page
  const withList = operator || list.length > 1;
  const chosen =
    selected === NEW_EVENT
      ? NEW_EVENT
      : (list.find((e) => e.id === selected)?.id ??
        (withList ? ALL_EVENTS : (list[0]?.id ?? ALL_EVENTS)));
  const current = list.find((e) => e.id === chosen) ?? null;

  const published = () => {
    // the report, the likes and the event list all show the new version
    void client.invalidateQueries({ queryKey: ['organiser'] });
  };
  const open = (id: string) => {
    setState(null);
    setSelected(id);
    // the list shows what was saved meanwhile when it is back
    void client.invalidateQueries({ queryKey: ['organiser', 'events'] });
  };

  return (
    <>
      <OrganiserHeader
        events={list}
        selected={chosen === NEW_EVENT ? ALL_EVENTS : chosen}
        withList={withList}
        who={events.data?.access.name ?? null}
        state={current ? state : null}
        onSelect={(id) => {
          if (id !== chosen) open(id);
        }}
        onSignOut={signOut}
      />
      <div className="org-page">
        <p className="org-hint org-token-note">{w.tokenKept}</p>
        <ReportsLink />
        {events.error && !events.data && (
          <div className="organiser__error" role="alert">
            <p>{failure === 'off' || failure === 'notFound' ? t.off : t.unreachable}</p>
            <button type="button" className="button" onClick={() => events.refetch()}>
              {t.retry}
            </button>
          </div>
        )}
        {!events.data && !events.error && <p className="org-hint">{app.loading}</p>}
        {events.data && list.length === 0 && !operator && <p className="org-empty">{w.noEvents}</p>}
        {events.data && chosen === ALL_EVENTS && (operator || list.length > 0) && (
          <EventList
            events={list}
            canCreate={operator}
            onOpen={open}
            onNew={() => setSelected(NEW_EVENT)}
          />
        )}
        {events.data && chosen === NEW_EVENT && (
          <NewEvent
            token={token}
            taken={list.map((e) => e.id)}
            onOpen={open}
            onCreated={(id, name) => {
              setCreated((c) => [...c, createdEvent(id, name)]);
              open(id);
            }}
          />
        )}
        {current && (
          <EventWorkspace
            // moved from its file into the database: opened afresh as a published event; a new
            // event's first publish keeps the page (and its "Version 1 is live" message)
            key={`${current.id}|${current.source === 'file' ? 'file' : 'database'}`}
            token={token}
            event={current}
            idEditable={false}
            operator={operator}
            onState={onState}
            onPublished={published}
          />
        )}
        {current && <EmbedSnippet key={`embed-${current.id}`} event={current} />}
        {events.data && (
          <details className="org-server" onToggle={(e) => setServerOpen(e.currentTarget.open)}>
            <summary>{w.serverTitle}</summary>
            {serverOpen && <ServerReport token={token} />}
          </details>
        )}
      </div>
    </>
  );
}

/** an event just created here, until the server's list names it */
const createdEvent = (id: string, name: string): OrganiserEvent => ({
  id,
  partyName: name,
  source: 'new',
  file: null,
  version: null,
  hash: null,
  draft: null,
  firstNight: null,
  lastNight: null,
  over: false,
  lastChange: null,
});

/**
 * A new event of the operator: its address name, then the same form as every event. A name
 * that is taken (a draft, a live version, a file) is refused with a way to open that event:
 * creating never resets another event's draft (the server refuses it too).
 */
function NewEvent({
  token,
  taken,
  onOpen,
  onCreated,
}: {
  token: string;
  taken: string[];
  onOpen(id: string): void;
  onCreated(id: string, name: string): void;
}) {
  const w = useMessages(workspaceMessages);
  const tl = useMessages(listMessages);
  const [failed, setFailed] = useState<string | null>(null);
  const [exists, setExists] = useState<string | null>(null);
  return (
    <section className="org-workspace" aria-labelledby="org-new">
      <h2 id="org-new" className="org-section-title">
        {w.createTitle}
      </h2>
      <p className="org-hint">{w.createIntro}</p>
      <EventForm
        token={token}
        eventId=""
        model={{ ...EMPTY_DRAFT, readable: true }}
        creating
        idEditable
        setsPerStage={[]}
        onSave={async (form) => {
          setFailed(null);
          setExists(null);
          if (taken.includes(form.id)) {
            setExists(form.id);
            return;
          }
          try {
            await saveDraft(token, form.id, {
              text: newEventText(form),
              baseVersion: null,
              skippedRows: [],
              create: true,
              summary: {
                name: form.name.slice(0, 200),
                sets: 0,
                stages: form.stages.length,
                firstNight: form.firstNight,
                lastNight: form.lastNight,
                changes: 0,
              },
            });
            onCreated(form.id, form.name);
          } catch (error) {
            if (error instanceof DraftConflictError) setExists(form.id);
            else setFailed(w.createFailed);
          }
        }}
      />
      {exists && (
        <div className="organiser__error" role="alert">
          <p>{tl.taken(exists)}</p>
          <button type="button" className="button" onClick={() => onOpen(exists)}>
            {tl.openIt(exists)}
          </button>
        </div>
      )}
      {failed && (
        <p className="organiser__error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}

function ServerReport({ token }: { token: string }) {
  const t = useMessages(organiserMessages);
  const tf = useMessages(organiserFollowMessages);
  const app = useMessages(appMessages);
  const report = useQuery({
    queryKey: ['organiser', 'report', token],
    queryFn: ({ signal }) => fetchReport(token, signal),
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
  if (!report.data) return <p className="org-hint">{report.error ? t.unreachable : app.loading}</p>;
  return (
    <>
      <section aria-labelledby="organiser-report">
        <h2 id="organiser-report" className="org-section-title">
          {t.reportTitle}
        </h2>
        <ValidationReport report={report.data} />
      </section>
      <section aria-labelledby="organiser-stats">
        <h2 id="organiser-stats" className="org-section-title">
          {t.statsTitle}
        </h2>
        <LikeStatsView token={token} report={report.data} />
      </section>
      <section aria-labelledby="organiser-follows">
        <h2 id="organiser-follows" className="org-section-title">
          {tf.title}
        </h2>
        <FollowCountsView token={token} report={report.data} />
      </section>
    </>
  );
}
