/// <reference lib="webworker" />
// A push from the server (issue 13): a reminder, the changes to liked sets, or a test. Shown
// in the fan's language; a tap opens the set (the notificationclick handler in sw.ts).
import type { PushPayload } from '@lineup/core';
import { pushText } from '../reminders/pushText.ts';
import { resubscribe, type SubscriptionChange } from './resubscribe.ts';

declare const self: ServiceWorkerGlobalScope;

export function handlePush(event: PushEvent): void {
  let payload: PushPayload | null = null;
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? null;
  } catch {
    payload = null;
  }
  // a push must show something (browsers punish silent ones); a broken one shows the app's name
  if (!payload || typeof payload.kind !== 'string') {
    event.waitUntil(self.registration.showNotification('Lineup', { tag: 'push' }));
    return;
  }
  const shown = pushText(payload);
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      icon: shown.icon,
      data: { url: shown.url },
    }),
  );
}

/** the browser rotated the subscription: subscribe again and move the server's record over */
export function handleSubscriptionChange(event: Event): void {
  const change = event as ExtendableEvent & Partial<SubscriptionChange>;
  change.waitUntil(
    resubscribe(self.registration.pushManager, {
      oldSubscription: change.oldSubscription ?? null,
      newSubscription: change.newSubscription ?? null,
    }).catch(() => false),
  );
}
