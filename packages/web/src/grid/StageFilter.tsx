import { useMessages } from '../i18n/locale.tsx';
import { useModalDialog } from '../kit/useModalDialog.ts';
import { gridMessages } from './messages.ts';

interface Props {
  rooms: readonly string[];
  hidden: ReadonlySet<number>;
  onChange(hidden: Iterable<number>): void;
  onClose(): void;
}

/** "My stages": a tick per stage; the grid shows the ticked ones. A native modal dialog. */
export function StageFilter({ rooms, hidden, onChange, onClose }: Props) {
  const t = useMessages(gridMessages);
  const { ref, titleId, close, onBackdropClick } = useModalDialog(onClose);
  const toggle = (room: number, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(room);
    else next.add(room);
    onChange(next);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog
      ref={ref}
      className="act-sheet grid-filter"
      aria-labelledby={titleId}
      onClick={onBackdropClick}
    >
      <div className="act-sheet__body">
        <h2 id={titleId} className="act-sheet__name">
          {t.myStagesTitle}
        </h2>
        <p className="act-sheet__where">{t.myStagesHint}</p>
        <div className="grid-filter__all">
          <button type="button" className="button" onClick={() => onChange([])}>
            {t.showAll}
          </button>
          <button type="button" className="button" onClick={() => onChange(rooms.map((_, i) => i))}>
            {t.hideAll}
          </button>
        </div>
        <ul className="grid-filter__list">
          {rooms.map((name, room) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stage index is the identity
            <li key={room}>
              <label className="grid-filter__stage">
                <input
                  type="checkbox"
                  checked={!hidden.has(room)}
                  onChange={(e) => toggle(room, e.currentTarget.checked)}
                />
                <span>{name}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className="act-sheet__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {t.done}
          </button>
        </div>
      </div>
    </dialog>
  );
}
