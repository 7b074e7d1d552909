import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';

export interface SearchQuery {
  /** what the input shows: q, else the act of s, else empty */
  text: string;
  /** the url's act (s), preferred as an exact match; gone once the fan types */
  s: string | undefined;
  setText(text: string): void;
}

/**
 * The search text mirrored into the URL (spec §5): typing sets q and removes s; an empty
 * input removes q. The URL entry is replaced, so typing does not pile up history.
 */
export function useSearchQuery(): SearchQuery {
  const [params, setParams] = useSearchParams();
  const q = params.get('q');
  const s = params.get('s') ?? undefined;
  const fromUrl = q ?? s ?? '';
  const [text, setLocal] = useState(fromUrl);

  // back/forward or a new link: the URL wins over what was typed
  useEffect(() => {
    setLocal((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [fromUrl]);

  const setText = useCallback(
    (next: string) => {
      setLocal(next);
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('s');
          if (next.trim() === '') out.delete('q');
          else out.set('q', next);
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { text, s: q === null ? s : undefined, setText };
}
