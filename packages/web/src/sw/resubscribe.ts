// pushsubscriptionchange (issue 13): the browser rotated or dropped this device's push
// subscription. Without this the server keeps sending to the dead endpoint and the fan silently
// stops getting reminders. The device subscribes again with the same server key and the server
// moves the old endpoint's likes, language and lead time to the new one (/api/push/resubscribe).

/** the event's fields; TypeScript's webworker lib does not describe this event */
export interface SubscriptionChange {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** the key the old subscription was made with, else the server's current one */
async function serverKey(
  old: PushSubscription | null,
  fetchFn: Fetch,
): Promise<ArrayBuffer | Uint8Array<ArrayBuffer>> {
  const held = old?.options.applicationServerKey;
  if (held) return held;
  const answer = await fetchFn('/api/push/key');
  if (!answer.ok) throw new Error(`/api/push/key: ${answer.status}`);
  return keyBytes(((await answer.json()) as { publicKey: string }).publicKey);
}

/**
 * Subscribes again (unless the browser already did) and tells the server. Without the old
 * subscription the server cannot know which device this is: the app then subscribes afresh the next
 * time it opens (reminders/pushClient.ts). Returns whether the server took the new endpoint.
 */
export async function resubscribe(
  manager: PushManager,
  change: SubscriptionChange,
  fetchFn: Fetch = fetch,
): Promise<boolean> {
  const old = change.oldSubscription;
  if (!old) return false;
  const fresh =
    change.newSubscription ??
    (await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await serverKey(old, fetchFn),
    }));
  const json = fresh.toJSON();
  const held = old.toJSON();
  const answer = await fetchFn('/api/push/resubscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // the old keys prove this is the device that subscribed: only it and the server know them
    body: JSON.stringify({
      oldSubscription: { endpoint: held.endpoint, keys: held.keys },
      subscription: { endpoint: json.endpoint, keys: json.keys },
    }),
  });
  return answer.ok;
}
