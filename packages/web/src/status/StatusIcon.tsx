import type { StatusIcon as Icon } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { statusMessages } from './messages.ts';

/** The status icon of spec §4 (✅ ⌛ ⛔) with its meaning in words: not an emoji alone. */
export function StatusIcon({ icon }: { icon: Icon | null }) {
  const t = useMessages(statusMessages);
  if (!icon) return null;
  return (
    <span className="status-icon" role="img" aria-label={t[icon]} title={t[icon]}>
      {icon}
    </span>
  );
}
