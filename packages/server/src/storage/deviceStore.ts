// What a device that joined by a device link may make, and how it all ends (issue 38, migration
// 027): a link is a delegation. The joined device has its own token (tokens.device_link); its
// calendar link and its reminders carry that token's hash and the link's id, so revoking the
// link, or the device leaving, ends them with it, and never the account's own.

/** a device that joined by a link: its token's hash and the link's id */
export interface JoinedDevice {
  tokenHash: string;
  link: string;
}

export interface DeviceStore {
  /** the link a token joined by; null for the account's own tokens (a sign-in, a device account) */
  joinedBy(tokenHash: string): Promise<JoinedDevice | null>;
  /**
   * Gives a calendar link (the hash of its secret) to the account's own devices (device null)
   * or to one joined device, replacing that one's previous link only. False when the user is gone.
   */
  setFeed(
    userId: string,
    secretHash: string,
    now: Date,
    device: JoinedDevice | null,
  ): Promise<boolean>;
  /** a joined device turns its own calendar link off; the account's devices turn off all */
  revokeFeed(userId: string, device: JoinedDevice | null): Promise<boolean>;
  /** which joined device (if any) switched reminders on with this push subscription */
  markSubscription(subscriptionId: string, device: JoinedDevice | null): Promise<void>;
  /** push subscriptions of the account's joined devices (of one device, with `tokenHash`) */
  joinedSubscriptions(userId: string, tokenHash?: string): Promise<string[]>;
  /** the joined device leaves: its token and calendar link go; true when it was known */
  leave(tokenHash: string): Promise<boolean>;
  /** the link goes; every joined device's token and calendar link too: how many devices */
  revoke(userId: string): Promise<number>;
  /** notes where an account made without any token came from (an address key, hashed) */
  noteCreatedFrom(userId: string, from: string): Promise<void>;
  /** accounts made without any token from `from` since `since` */
  createdFrom(from: string, since: Date): Promise<number>;
}
