// Local storage keys that only lazily loaded screens use, apart from LOCAL_KEYS (keys.ts) so
// the now page's first load does not carry them. The privacy page lists these too.
export const SCREEN_LOCAL_KEYS = {
  /** the plan links this fan shares (live, per event), to show and stop them (issue 33) */
  sharedPlans: 'sharedPlans',
  /** a random key of this device that its reports of set times carry (issue 34) */
  reportDevice: 'reportDevice',
  /** this device's reports of set times: sent ones (to show their state) and unsent ones */
  reports: 'reports',
  /** the stages whose starts this browser is told of by push, per event (issue 34) */
  stageFollows: 'stageFollows',
} as const;
