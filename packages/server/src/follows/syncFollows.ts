// POST /api/follows behind the route (issue 35): a signed-in fan's (or a device link's) send is
// merged into the account (last change wins, bounded by core); an anonymous send is only
// bounded and answered. The answer carries the upcoming sets of the merged list ("Your acts"),
// and a device with reminders on gets the list's identity keys for pushes when acts are booked.
import {
  type FollowedSet,
  type FollowsState,
  identityOfFollow,
  mergeFollows,
  upcomingFollowedSets,
} from '@lineup/core';
import { userOfToken } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { subscriptionId } from '../push/pushService.ts';
import { followKeys } from './followAlerts.ts';

export interface FollowsSend extends FollowsState {
  token: string;
  /** the push endpoint of this device, when reminders are on */
  endpoint?: string;
}

export interface FollowsAnswer extends FollowsState {
  token: string;
  /** the followed acts' sets still to come on this server, nearest first */
  sets: FollowedSet[];
  /** when the answer was made (the offline copy shows its age) */
  at: string;
}

export { followKeys };

export async function syncFollows(deps: Deps, send: FollowsSend): Promise<FollowsAnswer> {
  const now = deps.clock.now();
  const incoming = { follows: send.follows, removed: send.removed };
  const user = await userOfToken(deps, send.token);
  const merged = user
    ? await deps.storage.follows.updateFollows(user.id, (state) =>
        mergeFollows(state, incoming, now),
      )
    : null;
  const state = merged?.after ?? mergeFollows({ follows: [], removed: [] }, incoming, now);
  const devices = new Set<string>();
  if (send.endpoint) devices.add(subscriptionId(send.endpoint));
  if (user && merged) {
    for (const sub of await deps.storage.push.subscriptionsOfUser(user.id)) devices.add(sub.id);
  }
  if (devices.size > 0) {
    await deps.storage.follows.setDeviceFollows([...devices], followKeys(state.follows));
  }
  const sets = upcomingFollowedSets(deps.events.events, state.follows.map(identityOfFollow), now);
  return {
    token: user && merged ? send.token : '',
    follows: state.follows,
    removed: state.removed,
    sets,
    at: now.toISOString(),
  };
}
