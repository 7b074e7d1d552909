// Local storage keys that only lazily loaded screens use, apart from LOCAL_KEYS (keys.ts) so
// the now page's first load does not carry them. The privacy page lists these too.
export const SCREEN_LOCAL_KEYS = {
  /** the plan links this fan shares (live, per event), to show and stop them (issue 33) */
  sharedPlans: 'sharedPlans',
} as const;
