import { useMessages } from '../i18n/locale.tsx';
import { errorMessages } from './errorMessages.ts';

/** "404: {path and query} does not exist." (spec §8), or the generic text without a path. */
export default function NotFound() {
  const t = useMessages(errorMessages);
  const { pathname, search } = window.location;
  const where = `${pathname}${search}`;
  return (
    <div className="error-page" role="alert">
      <h1 className="error-page__message">{where ? t.notFoundPath(where) : t.notFound}</h1>
    </div>
  );
}
