// Live shared plans (issue 33, migration 017): which account's likes of which event a plan
// link shows.

export interface SharedPlanRecord {
  key: string;
  userId: string;
  eventId: string;
}

export interface SharedPlanStore {
  /**
   * The user's shared plan of `eventId`: the one they have (sharing again gives the same link),
   * else a new one with `key`. Null when the user is gone, or holds `maxPerUser` plans already.
   */
  share(input: {
    userId: string;
    eventId: string;
    key: string;
    now: Date;
    maxPerUser: number;
  }): Promise<SharedPlanRecord | null>;
  /** The user's shared plans (their event ids), oldest first. */
  sharedBy(userId: string): Promise<SharedPlanRecord[]>;
  /** Stops the user's shared plan of `eventId`; true when there was one. */
  stop(userId: string, eventId: string): Promise<boolean>;
  /** The record of a plan link's key; null when unknown or stopped. */
  byKey(key: string): Promise<SharedPlanRecord | null>;
}
