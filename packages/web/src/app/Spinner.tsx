import { useMessages } from '../i18n/locale.tsx';
import { appMessages } from './messages.ts';

/** A calm loading indicator; it reserves the page's height so nothing jumps when data arrives. */
export function Spinner({ label }: { label?: string }) {
  const t = useMessages(appMessages);
  return (
    <div className="spinner-page" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}
