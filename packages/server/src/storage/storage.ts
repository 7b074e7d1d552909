// The one storage interface of the server (DESIGN §6). Implementations: SQLite (default) and,
// later, PostgreSQL. No SQL and no driver type leaves an implementation.
import type { LikeEntry, RemovedLike } from '@lineup/core';
import type { DeviceStore } from './deviceStore.ts';
import type { FollowsStorage } from './followsStorage.ts';
import type { PublishingStore } from './publishing.ts';
import type { PushStorage } from './pushStorage.ts';
import type { ReportsStore } from './reports.ts';
import type { SharedPlanStore } from './sharedPlans.ts';

export interface User {
  id: string;
  providerId: string;
  /** normalised profile URLs the user follows */
  following: string[];
}

export interface LikesState {
  likes: LikeEntry[];
  tombstones: RemovedLike[];
}

export interface LikeTotal {
  event: string;
  dj: string;
  count: number;
}

export interface LikeTotalChange {
  event: string;
  dj: string;
  delta: number;
  /** when set, the change is applied only the first time this mark is seen */
  mark?: string;
}

export interface SignIn {
  providerId: string;
  following: string[];
  tokenHash: string;
  now: Date;
}

export interface DeviceJoin {
  secretHash: string;
  tokenHash: string;
  now: Date;
  madeAfter: Date;
  maxDevices: number;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** organisers, published event versions and uploaded pictures (publishing.ts) */
  readonly publishing: PublishingStore;
  /** Web Push: VAPID keys, subscriptions, the queue of messages (issue 13) */
  readonly push: PushStorage;
  /** followed acts of accounts and devices (issue 35) */
  readonly follows: FollowsStorage;
  /** what devices joined by a link make, and how it ends (migration 027) */
  readonly devices: DeviceStore;
  /** fans' reports of set times and their moderation (issue 34) */
  readonly reports: ReportsStore;
  /** live shared plans (issue 33, sharedPlans.ts) */
  readonly sharedPlans: SharedPlanStore;
  /** creates the user on first sign-in (else refreshes following) and adds the token hash */
  signIn(input: SignIn): Promise<User>;
  /**
   * The owner of a sign-in token; null when unknown, signed out, or (with `issuedAfter`)
   * issued at or before that instant (the token's lifetime is over).
   */
  userByTokenHash(tokenHash: string, issuedAfter?: Date): Promise<User | null>;
  /** signs one device out: forgets this token only; true when it was known */
  deleteToken(tokenHash: string): Promise<boolean>;
  /** deletes up to `limit` tokens issued before `before`; returns how many went */
  pruneTokens(before: Date, limit: number): Promise<number>;
  /** removes the user, every token and every like of theirs */
  deleteUser(userId: string): Promise<void>;
  likesOf(userId: string): Promise<LikesState>;
  /**
   * Read-modify-write of a user's likes as one atomic step (two devices sending at once do
   * not lose each other's likes). Returns the state before and after, or null when the user
   * does not exist (any more).
   */
  updateLikes(
    userId: string,
    update: (state: LikesState) => LikesState,
  ): Promise<{ before: LikesState; after: LikesState } | null>;
  /** applies the changes in one transaction; counts never go below 0; returns applied ones */
  changeLikeTotals(changes: LikeTotalChange[], now: Date): Promise<LikeTotalChange[]>;
  likeTotals(event?: string): Promise<LikeTotal[]>;
  /** deletes up to `limit` marks made before `before` (they then count again); returns how many */
  pruneLikeTotalMarks(before: Date, limit: number): Promise<number>;
  /**
   * Gives the user a calendar link secret (its hash), replacing the one they had, so the old
   * link stops working. False when the user does not exist (any more).
   */
  setCalendarSecret(userId: string, secretHash: string, now: Date): Promise<boolean>;
  /** Turns the user's calendar link off; true when there was one. */
  revokeCalendarSecret(userId: string): Promise<boolean>;
  /** The owner of a calendar link, by the hash of its secret; null when unknown or revoked. */
  userByCalendarSecretHash(secretHash: string): Promise<User | null>;
  /**
   * Gives the user a device link (the hash of its secret), replacing the one they had: the old
   * link admits no more devices, the devices it joined stay. False when the user is gone.
   */
  setDeviceLink(
    userId: string,
    link: { id: string; secretHash: string },
    now: Date,
  ): Promise<boolean>;
  /**
   * A new device token for the owner of a device link. 'unknown': no such link (revoked,
   * replaced) or made at or before `madeAfter`; 'full': `maxDevices` devices joined by it.
   */
  joinDeviceLink(input: DeviceJoin): Promise<'joined' | 'unknown' | 'full'>;
  /** Turns the user's device link off and signs out every device joined by a link: how many. */
  revokeDeviceLinks(userId: string): Promise<number>;
  healthy(): Promise<boolean>;
  /**
   * A check of the stored data: SQLite's `PRAGMA quick_check` ("ok", else what it found);
   * PostgreSQL checks its pages itself and answers "ok" when reachable.
   */
  integrity(): Promise<string>;
  close(): Promise<void>;
}
