import { isSafeUrl, type MetaEntry, parseLinkKey } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { timetableMessages } from './messages.ts';

const KIND_NAMES: Record<string, string> = {
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  instagram: 'Instagram',
  bandcamp: 'Bandcamp',
  youtube: 'YouTube',
  ra: 'Resident Advisor',
  linktree: 'Linktree',
  beatport: 'Beatport',
  discogs: 'Discogs',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/**
 * The desktop meta element of a set: its links by kind, each with a tooltip (the entry's
 * label, else the service's name). Only http(s) links are ever rendered; pictures are not links.
 */
export function SetLinks({ dj, meta }: { dj: string; meta: readonly MetaEntry[] }) {
  const t = useMessages(timetableMessages);
  const links = meta.flatMap((entry) => {
    const key = parseLinkKey(entry.key);
    if (!key || key.isAvatar || !isSafeUrl(entry.value)) return [];
    const name =
      key.kind === 'www'
        ? t.website
        : key.kind === 'track'
          ? t.track
          : (KIND_NAMES[key.kind] ?? key.kind);
    return [{ entry, name, tooltip: key.label ?? name }];
  });
  if (links.length === 0) return null;
  return (
    <ul className="tt-links" aria-label={t.linksOf(dj)}>
      {links.map(({ entry, name, tooltip }) => (
        <li key={`${entry.key}|${entry.value}`}>
          <a
            href={entry.value}
            title={tooltip}
            target="_blank"
            rel="noopener noreferrer"
            className={entry.orange ? 'tt-link tt-link--orange' : 'tt-link'}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
