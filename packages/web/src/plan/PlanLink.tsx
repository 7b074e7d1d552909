import { type LineupResponse, myPlan } from '@lineup/core';
import { type MouseEvent, useMemo } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { useLocalePaths, useNavigateApp } from '../kit/paths.ts';
import { useLikes } from '../likes/useLikes.ts';
import { planLinkMessages } from './planLinkMessages.ts';
import './planLink.css';

/** Above the timetable: My plan one tap away, with how many sets it holds. */
export function PlanLink({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(planLinkMessages);
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const { likes } = useLikes();
  const count = useMemo(() => myPlan(likes, lineup).length, [likes, lineup]);
  const href = paths.myPlan(lineup.meta.id);
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a className="plan-link" href={href} onClick={go} aria-label={t.label(count)}>
      <span aria-hidden="true" className="plan-link__heart">
        ♥
      </span>
      <span aria-hidden="true">{t.heading}</span>
      {count > 0 && (
        <span aria-hidden="true" className="plan-link__count">
          {count}
        </span>
      )}
    </a>
  );
}
