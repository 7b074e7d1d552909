import type { Locale } from '@lineup/core';

// The error texts of spec §5 and §8 travel through the app as the catalogue's English words
// (code recognises them by those: a 404 is final, "Server is down…" means offline). They are
// put into the fan's language only when shown; English shows them exactly as the spec words
// them. A message that is not in the catalogue is shown as it is.

type Translated = Exclude<Locale, 'en'>;
type Rule = { match: RegExp; say: Record<Translated, (...parts: string[]) => string> };

const UNREACHABLE: Rule['say'] = {
  de: () => 'Der Server ist nicht erreichbar',
  fr: () => 'Le serveur est hors service ou injoignable',
  pl: () => 'Serwer nie działa lub jest nieosiągalny',
};

const RULES: Rule[] = [
  {
    match: /^404: This page does not exist$/,
    say: {
      de: () => '404: Diese Seite gibt es nicht',
      fr: () => '404 : cette page n’existe pas',
      pl: () => '404: Ta strona nie istnieje',
    },
  },
  {
    match: /^308: redirect to (.+)$/,
    say: {
      de: (to) => `308: Weiterleitung zu ${to}`,
      fr: (to) => `308 : redirection vers ${to}`,
      pl: (to) => `308: przekierowanie do ${to}`,
    },
  },
  {
    match: /^Invalid 308 response format$/,
    say: {
      de: () => 'Ungültige 308-Antwort',
      fr: () => 'Réponse 308 dans un format non valide',
      pl: () => 'Nieprawidłowy format odpowiedzi 308',
    },
  },
  {
    match: /^500: meta\.rooms is missing or invalid$/,
    say: {
      de: () => '500: meta.rooms fehlt oder ist ungültig',
      fr: () => '500 : meta.rooms est absent ou non valide',
      pl: () => '500: brak meta.rooms lub wartość jest nieprawidłowa',
    },
  },
  {
    match: /^(\d{3}): Server messed up$/,
    say: {
      de: (status) => `${status}: Fehler auf dem Server`,
      fr: (status) => `${status} : le serveur a rencontré une erreur`,
      pl: (status) => `${status}: błąd serwera`,
    },
  },
  { match: /^Server is down or unreachable$/, say: UNREACHABLE },
  // what browsers say when a request cannot leave the device (Chrome, Firefox, Safari)
  {
    match: /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/,
    say: UNREACHABLE,
  },
  {
    match: /^Server responded with (\d{3})$/,
    say: {
      de: (status) => `Der Server antwortete mit ${status}`,
      fr: (status) => `Le serveur a répondu ${status}`,
      pl: (status) => `Serwer odpowiedział kodem ${status}`,
    },
  },
  {
    match: /^Missing authorization code or PKCE verifier$/,
    say: {
      de: () => 'Autorisierungscode oder PKCE-Prüfwert fehlt',
      fr: () => 'Code d’autorisation ou vérificateur PKCE manquant',
      pl: () => 'Brak kodu autoryzacji lub weryfikatora PKCE',
    },
  },
  {
    match: /^No bunny_token returned from backend$/,
    say: {
      de: () => 'Der Server hat kein bunny_token zurückgegeben',
      fr: () => 'Le serveur n’a renvoyé aucun bunny_token',
      pl: () => 'Serwer nie zwrócił bunny_token',
    },
  },
  {
    match: /^Unexpected error during authentication$/,
    say: {
      de: () => 'Unerwarteter Fehler bei der Anmeldung',
      fr: () => 'Erreur inattendue pendant la connexion',
      pl: () => 'Nieoczekiwany błąd podczas logowania',
    },
  },
  {
    match: /^Unexpected error during logout\.$/,
    say: {
      de: () => 'Unerwarteter Fehler beim Abmelden.',
      fr: () => 'Erreur inattendue pendant la déconnexion.',
      pl: () => 'Nieoczekiwany błąd podczas wylogowania.',
    },
  },
  {
    match: /^Unknown error: (.*)$/s,
    say: {
      de: (detail) => `Unbekannter Fehler: ${errorText(detail, 'de')}`,
      fr: (detail) => `Erreur inconnue : ${errorText(detail, 'fr')}`,
      pl: (detail) => `Nieznany błąd: ${errorText(detail, 'pl')}`,
    },
  },
];

/** The catalogue message in the fan's language (English: unchanged). */
export function errorText(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  for (const rule of RULES) {
    const m = rule.match.exec(message);
    if (m) return rule.say[locale](...m.slice(1));
  }
  return message;
}
