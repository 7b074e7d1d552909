import type { Locale } from '@lineup/core';

// Loaded on demand by useStructuredData: search engines need it, the first paint does not.

const ELEMENT_ID = 'structured-data';

const DESCRIPTION: Record<Locale, string> = {
  en: 'Who plays now and next on every stage: lineup, timetable, search and likes, offline.',
  de: 'Wer jetzt und als Nächstes auf jeder Bühne spielt: Lineup, Timetable, Suche und Likes, offline.',
  fr: 'Qui joue maintenant et ensuite sur chaque scène : programme, horaires, recherche et favoris, hors ligne.',
  pl: 'Kto gra teraz i następny na każdej scenie: line-up, harmonogram, wyszukiwarka i polubienia, offline.',
};

export function defaultStructuredData(locale: Locale, name: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description: DESCRIPTION[locale],
    applicationCategory: 'EntertainmentApplication',
    operatingSystem: 'Any',
    inLanguage: locale,
    url: window.location.origin,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR' },
  });
}

function place(json: string): void {
  let el = document.getElementById(ELEMENT_ID);
  if (!el) {
    el = document.createElement('script');
    el.id = ELEMENT_ID;
    el.setAttribute('type', 'application/ld+json');
    document.head.appendChild(el);
  }
  if (el.textContent !== json) el.textContent = json;
}

const cache = new Map<string, Promise<string>>();

function load(path: string): Promise<string> {
  let p = cache.get(path);
  if (!p) {
    p = fetch(path, { headers: { Accept: 'application/ld+json, application/json' } }).then(
      async (res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        const text = await res.text();
        JSON.parse(text); // only valid JSON goes into the head
        return text;
      },
    );
    p.catch(() => cache.delete(path));
    cache.set(path, p);
  }
  return p;
}

/** Places the JSON-LD of `path` in the head, or the default description when it fails. */
export async function placeStructuredData(
  path: string | null,
  locale: Locale,
  appName: string,
  isCurrent: () => boolean,
): Promise<void> {
  const fallback = () => place(defaultStructuredData(locale, appName));
  if (!path) {
    fallback();
    return;
  }
  try {
    const json = await load(path);
    if (isCurrent()) place(json);
  } catch (err) {
    console.warn(`structured data: ${path} failed`, err);
    if (isCurrent()) fallback();
  }
}
