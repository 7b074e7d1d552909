// What following acts keeps in the database (issue 35, migration 022): an account's followed
// acts, and the identity keys each push subscription follows. Reached as `storage.follows`.
import type { FollowsState } from '@lineup/core';

/** a queued or recently sent 'follow' push of one device and event */
export interface FollowPushRow {
  id: string;
  subscriptionId: string;
  payload: string;
  dueAt: string;
  claimedAt: string | null;
  sentAt: string | null;
}

export interface FollowsStorage {
  followsOf(userId: string): Promise<FollowsState>;
  /**
   * Reads, updates and writes an account's follows in one transaction (one send of a user at a
   * time). Null when the account is gone.
   */
  updateFollows(
    userId: string,
    update: (state: FollowsState) => FollowsState,
  ): Promise<{ before: FollowsState; after: FollowsState } | null>;
  /** replaces what each of the subscriptions follows (identity keys: name keys and links) */
  setDeviceFollows(subscriptionIds: readonly string[], acts: readonly string[]): Promise<void>;
  /** what one subscription follows (identity keys) */
  deviceFollows(subscriptionId: string): Promise<string[]>;
  /** the subscriptions following any of `acts`, with the acts they follow of them and their
   * language (what a message to them needs, in one read) */
  devicesFollowing(
    acts: readonly string[],
  ): Promise<{ subscriptionId: string; act: string; locale: string }[]>;
  /**
   * For each of `acts` (name keys): how many devices follow it, counting accounts and devices
   * with reminders on that no account covers.
   */
  followCounts(acts: readonly string[]): Promise<Map<string, number>>;
  /**
   * The 'follow' pushes of `event` to the given subscriptions that are unsent, or were sent
   * (or claimed) since `since`: what a new booking merges into or waits behind.
   */
  followPushes(
    subscriptionIds: readonly string[],
    event: string,
    since: Date,
  ): Promise<FollowPushRow[]>;
  /** whether any device has such a push of `event` (none: a first booking reads no more) */
  hasFollowPushes(event: string, since: Date): Promise<boolean>;
  /** a new calendar link for the account (the previous one stops); false when it is gone */
  setFeedSecret(userId: string, secretHash: string, now: Date): Promise<boolean>;
  revokeFeedSecret(userId: string): Promise<boolean>;
  /** the account a calendar link belongs to, or null */
  userOfFeedSecret(secretHash: string): Promise<string | null>;
}
