import type { LineupResponse } from '@lineup/core';
import { useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { reportMessages } from './messages.ts';
import { type FollowOutcome, followedStages, followStage } from './stageFollow.ts';

/** "Tell me who starts on Hangar": a push when a set starts on the stage (issue 34) */
export function StageFollowButton({ data, stage }: { data: LineupResponse; stage: number }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const event = data.meta.id;
  const name = data.meta.rooms[stage] ?? '';
  const [on, setOn] = useState(() => followedStages(event).includes(stage));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FollowOutcome | null>(null);
  if (typeof window === 'undefined' || !('Notification' in window)) return null;
  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await followStage(event, stage, !on, locale);
    setBusy(false);
    if (outcome === 'done') setOn(followedStages(event).includes(stage));
    else setProblem(outcome);
  };
  return (
    <p className="stage-follow">
      <button
        type="button"
        className="button report-button"
        aria-pressed={on}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {on ? t.followingStage(name) : t.followStage(name)}
      </button>
      {problem && (
        <span className="stage-follow__problem" role="alert">
          {problem === 'denied'
            ? t.followDenied
            : problem === 'unavailable'
              ? t.followUnavailable
              : t.followFailed}
        </span>
      )}
    </p>
  );
}
