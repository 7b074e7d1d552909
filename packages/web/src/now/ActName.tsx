import { isSafeUrl, type LineupSet, markOrange, parseLinkKey } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { nowMessages } from './messages.ts';

/** The act's first external link (profile, website…): not pictures, not tracks. */
export function firstExternalLink(set: LineupSet): { href: string; label: string | null } | null {
  for (const entry of set.meta) {
    const key = parseLinkKey(entry.key);
    if (!key || key.isAvatar || key.kind === 'track') continue;
    if (isSafeUrl(entry.value) && /^https?:\/\//i.test(entry.value)) {
      return { href: entry.value, label: key.label };
    }
  }
  return null;
}

/** How a "?" placeholder slot reads everywhere: "an act to be announced (its note)". */
export function placeholderText(set: LineupSet, toBeAnnounced: string): string {
  const note = set.change?.replace(/^\s*\*\s*/, '').trim();
  return note ? `${toBeAnnounced} (${note})` : toBeAnnounced;
}

/**
 * An act's name inside a sentence: orange when the visitor follows it, a link to its first
 * external page when it has one, italic for placeholder slots.
 */
export function ActName({ set, following }: { set: LineupSet; following: ReadonlySet<string> }) {
  const t = useMessages(nowMessages);
  // "?" is the organisers' placeholder for a slot whose act is not known yet
  if (set.isMarkerSet) {
    return <em className="act act--marker">{placeholderText(set, t.toBeAnnounced)}</em>;
  }
  const { orange } = markOrange(set, following);
  const className = orange ? 'act act--orange' : 'act';
  const link = firstExternalLink(set);
  if (!link) return <strong className={className}>{set.djAndChange}</strong>;
  return (
    <a
      className={`${className} act--link`}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      title={link.label ?? undefined}
    >
      {set.djAndChange}
      <span className="visually-hidden"> {t.opensNewTab}</span>
    </a>
  );
}
