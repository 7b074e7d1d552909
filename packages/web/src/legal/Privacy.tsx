import { useLocale, useMessages } from '../i18n/locale.tsx';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys.ts';
import { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';
import { legalMessages } from './messages.ts';
import { OperatorAddress } from './Operator.tsx';
import './legal.css';
import { STORAGE_PURPOSES } from './storagePurposes.ts';

/**
 * /datenschutzerklaerung, dated July 2025 (spec §2): no cookies, the exact browser storage
 * items (read from storage/keys.ts, so the list cannot drift), server logs by the host.
 */
export default function Privacy() {
  const t = useMessages(legalMessages);
  const purposes = STORAGE_PURPOSES[useLocale()];
  const localItems = Object.entries({ ...LOCAL_KEYS, ...SCREEN_LOCAL_KEYS }) as [
    keyof typeof LOCAL_KEYS | keyof typeof SCREEN_LOCAL_KEYS,
    string,
  ][];
  const sessionItems = Object.entries(SESSION_KEYS) as [keyof typeof SESSION_KEYS, string][];
  return (
    <article className="page legal">
      <h1 className="page__title">{t.privacyTitle}</h1>
      <p className="legal__date">{t.privacyDate}</p>
      <h2 className="section-title">{t.controller}</h2>
      <OperatorAddress />
      <p className="legal__strong">{t.noCookies}</p>
      <h2 className="section-title">{t.storageTitle}</h2>
      <p>{t.storageIntro}</p>
      <p>{t.localStorage}</p>
      <dl className="legal__items">
        {localItems.map(([name, key]) => (
          <div key={key} className="legal__item">
            <dt>
              <code>{key}</code>
            </dt>
            <dd>{purposes.local[name]}</dd>
          </div>
        ))}
      </dl>
      <p>{t.sessionStorage}</p>
      <dl className="legal__items">
        {sessionItems.map(([name, key]) => (
          <div key={key} className="legal__item">
            <dt>
              <code>{name === 'scrollPrefix' ? `${key}…` : key}</code>
            </dt>
            <dd>{purposes.session[name]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="section-title">{t.serverTitle}</h2>
      <p>{t.serverLogs}</p>
      <p>{t.likesServer}</p>
      <p>{t.followsServer}</p>
      <p>{t.pushServer}</p>
      <h2 className="section-title">{t.signInTitle}</h2>
      <p>{t.signIn}</p>
      <h2 className="section-title">{t.devicesTitle}</h2>
      <p>{t.devices}</p>
      <h2 className="section-title">{t.rightsTitle}</h2>
      <p>{t.rights}</p>
    </article>
  );
}
