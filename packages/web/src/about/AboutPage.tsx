import { useLineup } from '../data/useLineup.ts';
import { useMessages } from '../i18n/locale.tsx';
import { getStoredFestival } from '../kit/festival.ts';
import { AboutContent } from './AboutContent.tsx';
import { aboutMessages } from './messages.ts';

/** /about: the drawer's content as a page. */
export default function AboutPage() {
  const t = useMessages(aboutMessages);
  const { data } = useLineup(getStoredFestival() ?? undefined);
  return (
    <section className="page">
      <h1 className="page__title">{t.title}</h1>
      <AboutContent meta={data?.meta} />
    </section>
  );
}
