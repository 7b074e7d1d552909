import { COPIED_HINT_MS, COPIED_OVERLAY_MS, type LineupSet } from '@lineup/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';
import { copyText } from './copyText.ts';

interface StoredCopy {
  set: LineupSet;
  /** epoch ms of the copy */
  at: number;
}

export function shortLinkUrl(set: Pick<LineupSet, 's'>): string {
  return `${window.location.origin}/s/${encodeURIComponent(set.s)}`;
}

/** The copied set survives a reload for COPIED_HINT_MS (spec §4), then it is forgotten. */
function readStoredCopy(now: number): StoredCopy | null {
  const raw = readString('session', SESSION_KEYS.copiedSet);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredCopy>;
    if (
      typeof parsed.at === 'number' &&
      parsed.set &&
      typeof parsed.set.dj === 'string' &&
      now - parsed.at < COPIED_HINT_MS
    ) {
      return parsed as StoredCopy;
    }
  } catch {
    // a broken entry is as good as none
  }
  writeString('session', SESSION_KEYS.copiedSet, null);
  return null;
}

export interface CopyShortLink {
  copy(set: LineupSet): void;
  /** the set whose link was copied within the last 5 minutes */
  copied: LineupSet | null;
  /** the "Copied to clipboard!" overlay, shown for 1 s after a copy */
  overlayVisible: boolean;
}

export function useCopyShortLink(): CopyShortLink {
  const [stored, setStored] = useState<StoredCopy | null>(() => readStoredCopy(Date.now()));
  const [overlayVisible, setOverlayVisible] = useState(false);
  const overlayTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!stored) return;
    const left = stored.at + COPIED_HINT_MS - Date.now();
    const timer = setTimeout(
      () => {
        writeString('session', SESSION_KEYS.copiedSet, null);
        setStored(null);
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [stored]);

  useEffect(() => () => clearTimeout(overlayTimer.current), []);

  const copy = useCallback((set: LineupSet) => {
    const url = shortLinkUrl(set);
    void copyText(url).then((ok) => {
      if (!ok) {
        console.warn('share: the clipboard refused the link', url);
        return;
      }
      const entry: StoredCopy = { set, at: Date.now() };
      writeJson('session', SESSION_KEYS.copiedSet, entry);
      setStored(entry);
      setOverlayVisible(true);
      clearTimeout(overlayTimer.current);
      overlayTimer.current = setTimeout(() => setOverlayVisible(false), COPIED_OVERLAY_MS);
    });
    // Spec §4: a GET to the copied link is issued and its answer ignored.
    fetch(url, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  }, []);

  return { copy, copied: stored?.set ?? null, overlayVisible };
}
