import { useMessages } from '../i18n/locale.tsx';
import { nowMessages } from './messages.ts';

/** Grey shapes where the now page will be: the page does not jump when the lineup arrives. */
export function NowSkeleton() {
  const t = useMessages(nowMessages);
  return (
    <div className="now now--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t.loadingLineup}</span>
      <div className="skeleton skeleton--headline" aria-hidden="true" />
      <ul className="room-lines" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="room-line room-line--skeleton">
            <div className="skeleton skeleton--line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
