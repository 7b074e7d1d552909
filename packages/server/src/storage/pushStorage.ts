// What Web Push keeps in the database (issue 13, migration 004): the VAPID keys, one
// subscription per device with the identities of its liked sets, and the queue of messages to
// send. Reached as `storage.push`; no SQL leaves an implementation.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSubscriptionRecord {
  /** SHA-256 of the endpoint */
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  /** 0: change alerts only */
  minutesBefore: number;
  userId: string | null;
}

/** what the hourly tidy-up removes (issue 25: nothing in the push tables grows without bound) */
export interface PushPruneRules {
  /** events over for more than a day: their liked sets go (an event file that fails to load
   * for a while is not among them, so its subscriptions keep their likes) */
  pastEvents: readonly string[];
  /** a subscription with no liked set left, not linked to an account, untouched since then */
  idleBefore: Date;
  /** a subscription failing since before then, at least `minFailures` sends in a row */
  failingBefore: Date;
  minFailures: number;
}

export interface PushPruned {
  liked: number;
  subscriptions: number;
}

export interface PushLiked {
  event: string;
  dj: string;
  room: number;
  /** ISO instant */
  start: string;
}

export interface PushLikedOf extends PushLiked {
  subscriptionId: string;
}

export type PushKind = 'reminder' | 'change' | 'test' | 'follow' | 'started' | 'report';

export interface PushMessage {
  id: string;
  subscriptionId: string;
  kind: PushKind;
  event: string;
  dueAt: string;
  /** not sent after this instant (the set started) */
  expiresAt: string;
  /** the JSON the service worker receives */
  payload: string;
}

export interface ClaimedPush extends PushMessage {
  subscription: PushSubscriptionRecord;
}

export interface ReminderReplacement {
  subscriptionId: string;
  event: string;
  reminders: PushMessage[];
}

export interface SubscriptionSave {
  sub: PushSubscriptionRecord;
  liked: PushLiked[];
  reminders: readonly ReminderReplacement[];
  client?: string;
  /** when given, replaces what the subscription follows (as FollowsStorage.setDeviceFollows) */
  follows?: readonly string[];
}

export interface PushStorage {
  vapidKeys(): Promise<VapidKeys | null>;
  /** keeps the first pair ever saved (instances starting together) and returns it */
  saveVapidKeys(keys: VapidKeys, now: Date): Promise<VapidKeys>;
  /**
   * Creates or updates the subscription, replaces its liked sets and its unsent reminders of
   * the given events (as replaceReminders), all in one transaction.
   */
  saveSubscription(
    sub: PushSubscriptionRecord,
    liked: PushLiked[],
    reminders: readonly ReminderReplacement[],
    now: Date,
    /** the creating client's address key, kept when the row is new */
    client?: string,
  ): Promise<void>;
  /** many at once, one transaction (an import, a bench's festival of devices) */
  saveSubscriptions(items: readonly SubscriptionSave[], now: Date): Promise<void>;
  /** subscriptions created by `client` since `since` */
  createdBy(client: string, since: Date): Promise<number>;
  subscription(id: string): Promise<PushSubscriptionRecord | null>;
  subscriptions(ids: readonly string[]): Promise<PushSubscriptionRecord[]>;
  subscriptionsOfUser(userId: string): Promise<PushSubscriptionRecord[]>;
  likedOf(subscriptionId: string): Promise<PushLiked[]>;
  /** replaces the liked sets of a subscription */
  setLiked(subscriptionId: string, liked: PushLiked[]): Promise<void>;
  /** true when there was one; its liked sets and queued messages go with it */
  deleteSubscription(id: string): Promise<boolean>;
  /** the subscriptions liking a set of one of `acts` (actName) in `event` */
  subscribersOfActs(event: string, acts: readonly string[]): Promise<string[]>;
  /** the liked sets of `acts` in `event` of the given subscriptions */
  likedOfActs(
    event: string,
    acts: readonly string[],
    subscriptionIds: readonly string[],
  ): Promise<PushLikedOf[]>;
  /**
   * For each item: drops the subscription's unsent reminders of the event and queues the new
   * ones (a reminder already sent stays sent). One transaction per call.
   */
  replaceReminders(items: readonly ReminderReplacement[]): Promise<void>;
  /**
   * Removes the messages `replacing` names and queues `messages`, in one transaction; a message
   * whose id is queued already is left as it is.
   */
  enqueue(messages: readonly PushMessage[], replacing?: readonly string[]): Promise<void>;
  /**
   * Claims up to `limit` due messages (due_at ≤ now, not sent, not claimed since leaseStart)
   * for this sender alone: PostgreSQL skips rows another instance holds.
   */
  claimDue(now: Date, leaseStart: Date, limit: number): Promise<ClaimedPush[]>;
  markSent(ids: readonly string[], now: Date): Promise<void>;
  /** gives claimed messages back to the queue, due again at `dueAt` (their service is busy) */
  defer(ids: readonly string[], dueAt: Date): Promise<void>;
  /** removes queued messages (late, or their subscription is gone) */
  drop(ids: readonly string[]): Promise<void>;
  /** removes messages that expired before `before`, sent or not; returns how many */
  prune(before: Date): Promise<number>;
  /** counts a failed send against each subscription (the first failure starts failing_since) */
  recordFailures(subscriptionIds: readonly string[], now: Date): Promise<void>;
  /** a sent message clears its subscription's failures */
  clearFailures(subscriptionIds: readonly string[]): Promise<void>;
  /** liked sets of events that are over, idle and failing subscriptions */
  pruneSubscriptions(rules: PushPruneRules): Promise<PushPruned>;
}
