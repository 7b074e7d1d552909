import { useRef } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { workspaceMessages } from './messages.ts';

export type View = 'table' | 'timeline' | 'event' | 'text' | 'import' | 'history';
const VIEWS: View[] = ['table', 'timeline', 'event', 'text', 'import', 'history'];

/** the four views of the draft, its import and its history */
export function ViewsNav({ shown, onView }: { shown: View; onView(view: View): void }) {
  const t = useMessages(workspaceMessages);
  const nav = useRef<HTMLElement>(null);
  const names: Record<View, string> = {
    table: t.viewTable,
    timeline: t.viewTimeline,
    event: t.viewEvent,
    text: t.viewText,
    import: t.viewImport,
    history: t.viewHistory,
  };
  return (
    <nav ref={nav} className="org-views" aria-label={t.viewsLabel}>
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          className="org-views__button"
          aria-pressed={shown === v}
          onClick={() => {
            onView(v);
            // a view chosen far down a long table starts at its top, not at its foot
            requestAnimationFrame(() => {
              if ((nav.current?.getBoundingClientRect().top ?? 0) < 0)
                nav.current?.scrollIntoView();
            });
          }}
        >
          {names[v]}
        </button>
      ))}
    </nav>
  );
}
