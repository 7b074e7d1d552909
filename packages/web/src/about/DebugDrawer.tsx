import { useMessages } from '../i18n/locale.tsx';
import { Drawer } from '../kit/Drawer.tsx';
import { aboutMessages } from './messages.ts';

/** What the debug button opens: the organiser's data warnings, one per line. */
export default function DebugDrawer({
  open,
  onClose,
  logs,
}: {
  open: boolean;
  onClose: () => void;
  logs: readonly string[];
}) {
  const t = useMessages(aboutMessages);
  return (
    <Drawer open={open} onClose={onClose} title={t.debugTitle} closeLabel={t.ok}>
      <ul className="debug-list">
        {logs.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log lines may repeat; order is fixed
          <li key={i}>{line}</li>
        ))}
      </ul>
    </Drawer>
  );
}
