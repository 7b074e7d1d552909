import type { EventMeta } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { Drawer } from '../kit/Drawer.tsx';
import { AboutContent } from './AboutContent.tsx';
import { aboutMessages } from './messages.ts';

/** The About drawer of the bottom bar, with its OK close button (spec §2). */
export default function AboutDrawer({
  open,
  onClose,
  meta,
}: {
  open: boolean;
  onClose: () => void;
  meta: EventMeta | undefined;
}) {
  const t = useMessages(aboutMessages);
  return (
    <Drawer open={open} onClose={onClose} title={t.title} closeLabel={t.ok}>
      <AboutContent meta={meta} onNavigate={onClose} />
    </Drawer>
  );
}
