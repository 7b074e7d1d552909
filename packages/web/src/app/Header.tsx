import { type EventMeta, LOCALES } from '@lineup/core';
import { Link, useLocation } from 'wouter';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths } from '../kit/paths.ts';
import type { Variant } from '../kit/variant.ts';

const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français', pl: 'Polski' } as const;

/** Header on desktop and mobile web (spec §2): the app, the party, the language choice. */
export function Header({
  meta,
  variant,
  rest,
}: {
  meta: EventMeta | undefined;
  variant: Variant;
  rest: string;
}) {
  const t = useMessages(appMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const [, navigate] = useLocation();
  return (
    <header className="header">
      <div className="header__inner">
        <Link href={meta ? paths.event(meta.id) : paths.home()} className="header__brand">
          <img
            src={variant.icon}
            alt=""
            width="28"
            height="28"
            loading="lazy"
            className="header__logo"
          />
          <span className="header__titles">
            <span className="header__app">{variant.appName}</span>
            {meta && <span className="header__party">{meta.partyName}</span>}
          </span>
          <span className="visually-hidden">, {t.home}</span>
        </Link>
        <nav className="header__langs" aria-label={t.language}>
          {LOCALES.map((l) => (
            <Link
              key={l}
              href={localePath(l, rest)}
              onClick={(event) => {
                // the page's search and fragment (a shared link's ?q=, #stage) go along, added
                // at the tap: the server's first screen never sees them, so the links it drew
                // must not carry them either
                const tail = `${window.location.search}${window.location.hash}`;
                if (!tail) return;
                event.preventDefault();
                navigate(`${localePath(l, rest)}${tail}`);
              }}
              hrefLang={l}
              lang={l}
              aria-label={`${l.toUpperCase()} ${LANGUAGE_NAMES[l]}`}
              aria-current={l === locale ? 'true' : undefined}
              className="header__lang"
            >
              {l.toUpperCase()}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
