import { COMMUNITY_LINK_KINDS, type CommunityLinks, type EventMeta } from '@lineup/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useToken } from '../auth/session.ts';
import { signOutDevice } from '../auth/signOutDevice.ts';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { useLocalePaths } from '../kit/paths.ts';
import { variantOf } from '../kit/variant.ts';
import { useOperator } from '../legal/operator.ts';
import { aboutMessages } from './messages.ts';
import './about.css';

const LINK_ICONS: Record<keyof CommunityLinks, string> = {
  messagingGroup: '💬',
  linkCollection: '🔗',
  photoProfile: '📷',
  audioProfile: '🎧',
  donation: '💜',
};

/**
 * The About content (spec §1): mascot, community links, legal pages, the optional donation
 * link, switch festival (several current events), and sign in or out.
 */
export function AboutContent({
  meta,
  onNavigate,
}: {
  meta: EventMeta | undefined;
  onNavigate?: () => void;
}) {
  const t = useMessages(aboutMessages);
  const paths = useLocalePaths();
  const locale = useLocale();
  const token = useToken();
  const variant = variantOf(meta, locale);
  // the operator's own links (GET /api/operator): an unset one is simply not shown
  const links: CommunityLinks = useOperator()?.links[variant.prefix] ?? {};
  const shown = COMMUNITY_LINK_KINDS.filter(
    (kind) => links[kind] && (kind !== 'donation' || meta?.aboutShowPatreonIcon),
  );
  const several = (meta?.currentEvents.length ?? 0) > 1;
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signOut = async () => {
    setSignOutFailed((await signOutDevice()) === 'failed');
  };
  const external = (href: string, label: string, icon: string) => (
    <li key={href}>
      <a href={href} target="_blank" rel="noopener noreferrer" className="link-row">
        <span aria-hidden="true" className="link-row__icon">
          {icon}
        </span>
        {label}
        <span className="visually-hidden"> {t.newTab}</span>
      </a>
    </li>
  );
  const internal = (href: string, label: string, icon: string) => (
    <li>
      <Link href={href} className="link-row" onClick={onNavigate}>
        <span aria-hidden="true" className="link-row__icon">
          {icon}
        </span>
        {label}
      </Link>
    </li>
  );

  return (
    <div className="about">
      <img
        className="about__mascot"
        src={`/${variant.prefix}-mascot.svg`}
        alt={t.mascotAlt}
        width="120"
        height="120"
      />
      <p className="about__intro">{t.intro}</p>
      <ul className="link-list">{internal(localePath(locale, '/acts'), t.yourActs, '★')}</ul>
      {(several || token || meta?.soundcloudClientID) && (
        <ul className="link-list">
          {several && internal(paths.choose(), t.switchFestival, '🔀')}
          {token && (
            <li>
              <button type="button" className="link-row" onClick={() => void signOut()}>
                <span aria-hidden="true" className="link-row__icon">
                  📱
                </span>
                {t.signOutDevice}
              </button>
            </li>
          )}
          {token
            ? internal(paths.logout(), t.logout, '👋')
            : meta?.soundcloudClientID && internal(paths.login(), t.login, '☁️')}
        </ul>
      )}
      {token && <p className="hint">{t.signOutHint}</p>}
      {signOutFailed && (
        <p role="status" className="plan__note">
          {t.signOutFailed}
        </p>
      )}
      {!token && meta?.soundcloudClientID && <p className="hint">{t.loginHint}</p>}
      {shown.length > 0 && (
        <>
          <h3 className="section-title">{t.community}</h3>
          <ul className="link-list">
            {shown.map((kind) => external(links[kind] ?? '', t[kind], LINK_ICONS[kind]))}
          </ul>
        </>
      )}
      <h3 className="section-title">{t.legal}</h3>
      <ul className="link-list">
        {internal(paths.impressum(), t.impressum, '§')}
        {internal(paths.privacy(), t.privacy, '🔒')}
      </ul>
    </div>
  );
}
