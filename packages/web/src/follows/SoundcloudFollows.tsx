import type { SoundcloudMatch } from '@lineup/core';
import { useEffect, useState } from 'react';
import { useFollowing, useToken } from '../auth/session.ts';
import { useMessages } from '../i18n/locale.tsx';
import { soundcloudMessages } from './soundcloudMessages.ts';
import { useFollows } from './useFollows.ts';

interface Matches {
  byLink: SoundcloudMatch[];
  byName: SoundcloudMatch[];
}

async function fetchMatches(token: string): Promise<Matches | null> {
  try {
    const res = await fetch('/api/follows/soundcloud', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<Matches>;
    return Array.isArray(body.byLink) && Array.isArray(body.byName)
      ? { byLink: body.byLink, byName: body.byName }
      : null;
  } catch {
    return null;
  }
}

/**
 * For a fan signed in with SoundCloud: the artists they follow there who play on this server,
 * followed here in one tap (matched by their profile link); acts matched by name only are
 * listed apart, each followed only when the fan ticks it.
 */
export function SoundcloudFollows() {
  const token = useToken();
  const following = useFollowing();
  if (!token || following.size === 0) return null;
  return <Offer key={token} token={token} />;
}

function Offer({ token }: { token: string }) {
  const t = useMessages(soundcloudMessages);
  const { store } = useFollows();
  const [matches, setMatches] = useState<Matches | null | 'failed'>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    void fetchMatches(token).then((m) => live && setMatches(m ?? 'failed'));
    return () => {
      live = false;
    };
  }, [token]);
  if (matches === null || matches === 'failed') return null;
  const open = (list: SoundcloudMatch[]) => list.filter((m) => !store.isFollowed(m.name));
  const byLink = open(matches.byLink);
  const byName = open(matches.byName);
  if (byLink.length === 0 && byName.length === 0) return null;
  return (
    <section className="your-acts__soundcloud" aria-labelledby="your-acts-soundcloud">
      <h2 id="your-acts-soundcloud" className="your-acts__section-title">
        {t.title}
      </h2>
      {byLink.length > 0 && (
        <>
          <p>{t.found(byLink.map((m) => m.name))}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              store.followAll(byLink.map((m) => ({ name: m.name, meta: linksMeta(m) })))
            }
          >
            {t.followAll(byLink.length)}
          </button>
        </>
      )}
      {byName.length > 0 && (
        <fieldset className="your-acts__maybe">
          <legend>{t.byName}</legend>
          {byName.map((m) => (
            <label key={m.name} className="your-acts__maybe-row">
              <input
                type="checkbox"
                checked={ticked.has(m.name)}
                onChange={(e) => {
                  const next = new Set(ticked);
                  if (e.currentTarget.checked) next.add(m.name);
                  else next.delete(m.name);
                  setTicked(next);
                }}
              />{' '}
              {m.name}
            </label>
          ))}
          <button
            type="button"
            className="button"
            disabled={ticked.size === 0}
            onClick={() => {
              store.followAll(
                byName.filter((m) => ticked.has(m.name)).map((m) => ({ name: m.name, meta: [] })),
              );
              setTicked(new Set());
            }}
          >
            {t.followTicked(ticked.size)}
          </button>
        </fieldset>
      )}
    </section>
  );
}

function linksMeta(match: SoundcloudMatch) {
  return match.links.map((value) => ({ key: 'soundcloud', value }));
}
