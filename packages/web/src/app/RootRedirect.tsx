import { useEffect } from 'react';
import { Link } from 'wouter';
import { useLineup } from '../data/useLineup.ts';
import { useMessages } from '../i18n/locale.tsx';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { currentEventIds, getStoredFestival } from '../kit/festival.ts';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths, useNavigateApp } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { SESSION_KEYS } from '../storage/keys.ts';
import { writeString } from '../storage/safeStorage.ts';

/**
 * Root (spec §2): with several current events, the remembered festival when it is one of
 * them, else the chooser; with one, forget the saved now state and open its now page.
 */
export function RootRedirect() {
  const query = useLineup(undefined);
  const t = useMessages(appMessages);
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const meta = query.data?.meta;
  useEffect(() => {
    if (!meta) return;
    const ids = currentEventIds(meta.currentEvents);
    if (ids.length > 1) {
      const stored = getStoredFestival();
      navigate(stored && ids.includes(stored) ? paths.event(stored) : paths.choose(), {
        replace: true,
      });
      return;
    }
    writeString('session', SESSION_KEYS.now, null);
    navigate(paths.event(meta.id), { replace: true });
  }, [meta, navigate, paths]);
  if (query.error && !query.data) {
    // No event is current (404): the past events are still worth a look.
    return (
      <ErrorPage message={query.error.message}>
        {query.error.message.startsWith('404') && (
          <Link href={paths.pastEvents()} className="button">
            {t.pastEvents}
          </Link>
        )}
      </ErrorPage>
    );
  }
  return <Spinner />;
}
