import type { EventMeta } from '@lineup/core';
import { Link } from 'wouter';
import { useLocalePaths } from '../app/paths.ts';
import { variantOf } from '../app/variant.ts';
import { useToken } from '../auth/session.ts';
import { useMessages } from '../i18n/locale.tsx';
import { ABOUT_LINKS } from './links.ts';
import { aboutMessages } from './messages.ts';
import './about.css';

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
  const token = useToken();
  const variant = variantOf(meta);
  const links = ABOUT_LINKS[variant.prefix];
  const several = (meta?.currentEvents.length ?? 0) > 1;
  const external = (href: string, label: string, icon: string) => (
    <li>
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
      {(several || token || meta?.soundcloudClientID) && (
        <ul className="link-list">
          {several && internal(paths.choose(), t.switchFestival, '🔀')}
          {token
            ? internal(paths.logout(), t.logout, '👋')
            : meta?.soundcloudClientID && internal(paths.login(), t.login, '☁️')}
        </ul>
      )}
      {!token && meta?.soundcloudClientID && <p className="hint">{t.loginHint}</p>}
      <h3 className="section-title">{t.community}</h3>
      <ul className="link-list">
        {external(links.messagingGroup, t.messagingGroup, '💬')}
        {external(links.linkCollection, t.linkCollection, '🔗')}
        {external(links.photoProfile, t.photoProfile, '📷')}
        {external(links.audioProfile, t.audioProfile, '🎧')}
        {meta?.aboutShowPatreonIcon && external(links.donation, t.donate, '💜')}
      </ul>
      <h3 className="section-title">{t.legal}</h3>
      <ul className="link-list">
        {internal(paths.impressum(), t.impressum, '§')}
        {internal(paths.privacy(), t.privacy, '🔒')}
      </ul>
    </div>
  );
}
