import { Link } from 'wouter';
import { useMessages } from '../i18n/locale.tsx';
import { errorMessages } from '../kit/errorMessages.ts';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths } from '../kit/paths.ts';

/** "404: {path and query} does not exist." (spec §8), or the generic text without a path. */
export default function NotFound() {
  const t = useMessages(errorMessages);
  const app = useMessages(appMessages);
  const paths = useLocalePaths();
  const { pathname, search } = window.location;
  const where = `${pathname}${search}`;
  return (
    <div className="error-page" role="alert">
      <h1 className="error-page__message">{where ? t.notFoundPath(where) : t.notFound}</h1>
      {/* a lost fan needs a way back that is not the browser's back button */}
      <Link className="button" href={paths.home()}>
        {app.home}
      </Link>
    </div>
  );
}
