import { useEffect } from 'react';
import { withLocale } from '../i18n/firstVisit.ts';
import { useLocale } from '../i18n/locale.tsx';
import { Spinner } from '../kit/Spinner.tsx';

/** Resolves a short link /s/{code} (spec §2): its url, or home on any failure. */
export default function ShortLink({ code }: { code: string }) {
  const locale = useLocale();
  useEffect(() => {
    let cancelled = false;
    resolveShortLink(code).then((url) => {
      if (!cancelled) window.location.replace(withLocale(locale, url));
    });
    return () => {
      cancelled = true;
    };
  }, [code, locale]);
  return <Spinner />;
}

export async function resolveShortLink(code: string): Promise<string> {
  try {
    const res = await fetch(`/s/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return '/';
    const body = (await res.json()) as { url?: unknown };
    const url = typeof body.url === 'string' ? body.url : '';
    // Only same-origin paths or http(s) addresses: a short link must not run script.
    return url.startsWith('/') && !url.startsWith('//')
      ? url
      : /^https?:\/\//i.test(url)
        ? url
        : '/';
  } catch {
    return '/';
  }
}
