import { useEffect } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { moderationMessages } from './messages.ts';

/** the moderation queue's address beside the organiser page's (any locale prefix kept) */
const reportsPath = () => `${window.location.pathname.replace(/\/+$/, '')}/reports`;

/** the organiser page's way to the queue of fans' reports */
export function ReportsLink() {
  const t = useMessages(moderationMessages);
  return (
    <p className="org-hint">
      <a href={reportsPath()}>{t.title}</a>
    </p>
  );
}

/** a moderator signed in on the organiser page: their page is the queue */
export function ModeratorRedirect() {
  useEffect(() => {
    window.location.replace(reportsPath());
  }, []);
  return null;
}
