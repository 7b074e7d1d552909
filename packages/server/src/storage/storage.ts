// The one storage interface of the server (DESIGN §6). Implementations: SQLite (default) and,
// later, PostgreSQL. No SQL and no driver type leaves an implementation.
import type { LikeEntry, RemovedLike } from '@lineup/core';

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

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** creates the user on first sign-in (else refreshes following) and adds the token hash */
  signIn(input: SignIn): Promise<User>;
  userByTokenHash(tokenHash: string): Promise<User | null>;
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
  /**
   * Gives the user a calendar link secret (its hash), replacing the one they had, so the old
   * link stops working. False when the user does not exist (any more).
   */
  setCalendarSecret(userId: string, secretHash: string, now: Date): Promise<boolean>;
  /** Turns the user's calendar link off; true when there was one. */
  revokeCalendarSecret(userId: string): Promise<boolean>;
  /** The owner of a calendar link, by the hash of its secret; null when unknown or revoked. */
  userByCalendarSecretHash(secretHash: string): Promise<User | null>;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
