// What the storage keeps of fans' reports (issue 34, DESIGN §11): the reports of each event
// (identical ones merged, counted per device), who made them (hashes only) and the devices an
// event's moderators blocked. Both databases implement it with the same SQL (kyselyReports.ts).
import type { ReportKind, ReportState, TrustSettings } from '@lineup/core';
import type { PushMessage } from './pushStorage.ts';

export interface StoredReport {
  id: string;
  eventId: string;
  kind: ReportKind;
  /** the checked payload as JSON (core's ReportPayload) */
  payload: string;
  state: ReportState;
  count: number;
  firstAt: string;
  lastAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  /** 'full': refused because the event's queue was full */
  decidedReason: string | null;
  version: number | null;
}

export interface NewReport {
  /** used when no identical report waits */
  id: string;
  eventId: string;
  kind: ReportKind;
  mergeKey: string;
  payload: string;
  deviceHash: string;
  addressHash: string;
  /** the push subscription (id) to tell of the decision; null: the fan did not allow it */
  notifySubscription: string | null;
  now: Date;
  /** pending reports of the event at most: the oldest are refused to make room */
  maxPending: number;
  /**
   * reports a device and an address may make since `since`; counted in the transaction that
   * stores the report, so reports sent at once (or waiting together) cannot pass it together
   */
  limits: { perDevice: number; perAddress: number; since: Date };
}

export type AddReportOutcome =
  /** a new report, or merged into an identical one ('merged'), or this device made it before */
  | {
      outcome: 'added' | 'merged' | 'again';
      id: string;
      refusedForRoom: number;
      /**
       * The event's trust rule, counted in the transaction that stored this "now playing"
       * report: the waiting report that goes live if its stage has no set then (the oldest of
       * those naming the act on the stage, once the rule's number of distinct phones named it
       * within its minutes). Null: the rule is off, not reached, or the report is not one.
       */
      trusted: string | null;
      /**
       * the report as this transaction left it (its state and count): the fan's answer, with
       * no read of it afterwards on the thread that answers fans
       */
      report: StoredReport;
    }
  | { outcome: 'blocked' }
  /** the device's or the address's reports in the limits' time reached the limit */
  | { outcome: 'limited'; by: 'device' | 'address' };

/** one report of a batch: stored (or not taken), or the error that stopped it */
export type BatchOutcome = { added: AddReportOutcome } | { error: Error };

export interface Decision {
  eventId: string;
  id: string;
  by: string;
  now: Date;
}

export interface ReportsStore {
  addReport(report: NewReport): Promise<AddReportOutcome>;
  /** reports this device (or this address) made since `since` */
  reportsSince(by: { deviceHash: string } | { addressHash: string }, since: Date): Promise<number>;
  /** the event's waiting reports, oldest first */
  pending(eventId: string, limit: number): Promise<StoredReport[]>;
  report(eventId: string, id: string): Promise<StoredReport | null>;
  /**
   * Takes a waiting report for one decision: true for exactly one of two moderators deciding
   * at once (also across instances). A claim older than `staleBefore` (its instance died
   * mid-way) may be taken again.
   */
  claim(decision: Decision, staleBefore: Date): Promise<boolean>;
  /** gives a claimed report back to the queue (the accept could not be written) */
  release(eventId: string, id: string): Promise<void>;
  /** the end of a claimed report: accepted (with the version it made) or refused */
  settle(
    decision: Decision,
    state: 'accepted' | 'refused',
    version: number | null,
  ): Promise<boolean>;
  /** refuses a waiting report at once (no claim needed); false when it was decided already */
  refuse(decision: Decision): Promise<boolean>;
  /** the reports this device made of the event, newest first */
  mine(eventId: string, deviceHash: string, limit: number): Promise<StoredReport[]>;
  /** reports refused because the queue was full, decided since `since` */
  refusedForRoom(eventId: string, since: Date): Promise<number>;
  /** blocks every device that made this report; how many were blocked */
  blockDevicesOf(decision: Decision): Promise<number>;
  /** takes back an accepted report (its version was undone); false when it was not accepted */
  undoAccepted(decision: Decision): Promise<boolean>;
  /** the event's reports accepted by `by` since `since`, newest first */
  acceptedBy(eventId: string, by: string, since: Date): Promise<StoredReport[]>;
  /** the event's trust rule; null: never set (off) */
  trustSettings(eventId: string): Promise<TrustSettings | null>;
  saveTrustSettings(eventId: string, settings: TrustSettings, by: string, now: Date): Promise<void>;
  /** a stage's live status, replacing the one it had */
  setStageStatus(status: StoredStageStatus): Promise<void>;
  /** the event's stage statuses that have not expired at `now` */
  stageStatuses(eventId: string, now: Date): Promise<StoredStageStatus[]>;
  /** a push subscription follows a stage ("tell me who starts on Hangar"), or stops */
  followStage(follow: StageFollow, on: boolean): Promise<void>;
  /** the stages of the event the subscription follows */
  stagesFollowed(eventId: string, subscriptionId: string): Promise<number[]>;
  /** every stage someone follows */
  followedStages(): Promise<{ eventId: string; stage: number }[]>;
  /**
   * Claims "this set started" for the followers of its stage, and queues each one's message in
   * the same transaction: a follower is told of a set once, and of a stage at most once since
   * `gapStart` (two instances: one claims, the other finds nothing). How many were queued.
   */
  claimStageStart(start: StageStart, message: (sub: NotifyTarget) => PushMessage): Promise<number>;
  /** the push subscriptions of the phones that made the report and asked to hear of it */
  notifyTargets(reportId: string): Promise<NotifyTarget[]>;
}

export interface StageFollow {
  eventId: string;
  stage: number;
  subscriptionId: string;
  now: Date;
}

export interface StageStart {
  eventId: string;
  stage: number;
  /** the set's identity (dj and start): told once */
  setKey: string;
  now: Date;
  /** a follower told of this stage after this instant is not told again now */
  gapStart: Date;
}

/** a push subscription to tell something, in its language */
export interface NotifyTarget {
  id: string;
  locale: string;
}

export interface StoredStageStatus {
  eventId: string;
  stage: number;
  status: string;
  detail: string;
  setAt: string;
  setBy: string;
  expiresAt: string;
}
