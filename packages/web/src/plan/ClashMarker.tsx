import type { Clash } from '@lineup/core';
import { colon } from '../i18n/colon.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { planMessages } from './messages.ts';
import './clashMarker.css';

/** A small sign beside a liked set's heart: it overlaps another liked set (named for readers). */
export function ClashMarker({ clashes }: { clashes: readonly Clash[] }) {
  const t = useMessages(planMessages);
  const locale = useLocale();
  const text = `${t.clashMarker}${colon(locale)} ${clashes.map((c) => t.clash(c.with.dj, c.minutes)).join('; ')}`;
  return (
    <span className="clash-marker" title={text}>
      <span aria-hidden="true">⚠️</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
