import { addToCrew, type CrewFriend } from '@lineup/core';
import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { crewMessages } from './crewMessages.ts';
import { getCrew, newFriendId, setCrew, useCrew } from './crewStore.ts';
import { codeFromLink } from './planLinkCode.ts';
import { barcodeDetector, ScanQr } from './ScanQr.tsx';

const NEW = '';

/**
 * Adds a friend's plan link to the crew: as someone new with a name the fan chooses, or to a
 * friend already there (they shared again: their plan of that event is replaced). `code`:
 * the link is known already (the shared plan's page); else the fan pastes or scans it.
 */
export function AddFriendForm({
  code,
  plan,
  onAdded,
}: {
  code?: string;
  /** a live link's share text, fetched already */
  plan?: string;
  onAdded?: (friend: CrewFriend) => void;
}) {
  const t = useMessages(crewMessages);
  const crew = useCrew();
  const ids = { link: useId(), who: useId(), name: useId() };
  const [link, setLink] = useState('');
  const [who, setWho] = useState(NEW);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const existing = crew.find((f) => f.id === who);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = addToCrew(getCrew(), {
      friendId: existing?.id ?? null,
      name,
      code: code ?? codeFromLink(link),
      ...(plan ? { plan } : {}),
      newId: newFriendId(),
      now: new Date(),
    });
    if (!result.ok) {
      setMessage(
        result.reason === 'link' ? t.badLink : result.reason === 'name' ? t.noName : t.full,
      );
      return;
    }
    setCrew(result.crew);
    setMessage(existing ? t.updated(result.friend.name) : t.added(result.friend.name));
    setLink('');
    setName('');
    setWho(NEW);
    onAdded?.(result.friend);
  };

  return (
    <form className="crew__form" onSubmit={submit} noValidate>
      {code === undefined && (
        <>
          <label htmlFor={ids.link}>{t.link}</label>
          <input
            id={ids.link}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t.linkPlaceholder}
            value={link}
            maxLength={9000}
            onChange={(e) => setLink(e.target.value)}
          />
          {barcodeDetector() && !scanning && (
            <button type="button" className="button" onClick={() => setScanning(true)}>
              <span aria-hidden="true">📷 </span>
              {t.scan}
            </button>
          )}
          {scanning && (
            <ScanQr
              onRead={(text) => {
                setLink(text);
                setScanning(false);
              }}
              onClose={() => setScanning(false)}
            />
          )}
        </>
      )}
      {crew.length > 0 && (
        <>
          <label htmlFor={ids.who}>{t.who}</label>
          <select id={ids.who} value={who} onChange={(e) => setWho(e.target.value)}>
            <option value={NEW}>{t.newFriend}</option>
            {crew.map((friend) => (
              <option key={friend.id} value={friend.id}>
                {friend.name}
              </option>
            ))}
          </select>
        </>
      )}
      {!existing && (
        <>
          <label htmlFor={ids.name}>{t.name}</label>
          <input
            id={ids.name}
            type="text"
            autoComplete="off"
            maxLength={40}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </>
      )}
      <button type="submit" className="button button--primary">
        {existing ? t.update(existing.name) : t.add}
      </button>
      {message && (
        <p className="hint" role="status">
          {message}
        </p>
      )}
    </form>
  );
}
