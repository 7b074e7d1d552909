import { useMessages } from '../i18n/locale.tsx';
import { shareMessages } from './messages.ts';
import './share.css';

/**
 * "Copied to clipboard!" for 1 s. The live region stays rendered so screen readers announce
 * the text when it appears; only its content and look change.
 */
export function CopiedOverlay({ visible }: { visible: boolean }) {
  const t = useMessages(shareMessages);
  return (
    <div className="copied-overlay">
      <output
        aria-live="polite"
        className={
          visible ? 'copied-overlay__box copied-overlay__box--visible' : 'copied-overlay__box'
        }
      >
        {visible ? t.copied : ''}
      </output>
    </div>
  );
}
