import { Link } from 'wouter';
import { useLineup } from '../data/useLineup.ts';
import { useMessages } from '../i18n/locale.tsx';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { currentEventIds, storeFestival } from '../kit/festival.ts';
import { useLocalePaths } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { chooseMessages } from './messages.ts';
import './choose.css';

/** /choose: one button per current event (spec §2). */
export default function ChooseScreen() {
  const t = useMessages(chooseMessages);
  const paths = useLocalePaths();
  const { data, error } = useLineup(undefined);
  if (!data) return error ? <ErrorPage message={error.message} /> : <Spinner />;
  const events = data.meta.currentEvents;
  const ids = currentEventIds(events);
  return (
    <section className="page choose">
      <h1 className="page__title">{t.title}</h1>
      <p>{t.prompt}</p>
      <ul className="choose__list">
        {events.map((e, i) => {
          const id = ids[i] ?? '';
          return (
            <li key={e.key}>
              <Link
                href={paths.event(id)}
                className="button button--primary button--wide choose__button"
                onClick={() => storeFestival(id)}
              >
                {e.value}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="hint">{t.hint}</p>
    </section>
  );
}
