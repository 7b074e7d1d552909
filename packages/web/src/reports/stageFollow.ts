// "Tell me who starts on Hangar" (issue 34): this browser's push subscription follows a stage
// of an event; the server pushes "<act> started on Hangar" (at most once in 15 minutes). The
// stages followed are kept on the phone to show the button's state.
import type { Locale } from '@lineup/core';
import { readString, writeJson } from '../storage/safeStorage.ts';
import { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';

/** event id → the stages this browser follows */
type Followed = Record<string, number[]>;

function read(): Followed {
  try {
    const parsed = JSON.parse(readString('local', SCREEN_LOCAL_KEYS.stageFollows) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Followed) : {};
  } catch {
    return {};
  }
}

export function followedStages(event: string): number[] {
  const list = read()[event];
  return Array.isArray(list) ? list : [];
}

export type FollowOutcome = 'done' | 'denied' | 'unavailable' | 'failed';

/** follows (or stops following) the stage; asks for notifications first when needed */
export async function followStage(
  event: string,
  stage: number,
  on: boolean,
  locale: Locale,
): Promise<FollowOutcome> {
  const { askPermission, reminderSupport } = await import('../reminders/notify.ts');
  const push = await import('../reminders/pushClient.ts');
  if (!push.pushSupported()) return 'unavailable';
  let sub = await push.currentSubscription();
  if (on && !sub) {
    let permission = reminderSupport();
    if (permission === 'default') permission = await askPermission();
    if (permission !== 'granted') return 'denied';
    try {
      // a device with notifications for this alone: change alerts only, no liked sets yet
      sub = await push.subscribePush({ locale, minutes: 0, likes: [] });
    } catch {
      return 'failed';
    }
  }
  if (!sub) return on ? 'unavailable' : 'done';
  const json = sub.toJSON();
  try {
    const res = await fetch(`/api/events/${encodeURIComponent(event)}/stage-follows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription: { endpoint: json.endpoint, auth: json.keys?.auth ?? '' },
        stage,
        follow: on,
      }),
    });
    if (!res.ok) return 'failed';
    const { stages } = (await res.json()) as { stages: number[] };
    writeJson('local', SCREEN_LOCAL_KEYS.stageFollows, { ...read(), [event]: stages });
    return 'done';
  } catch {
    return 'failed';
  }
}
