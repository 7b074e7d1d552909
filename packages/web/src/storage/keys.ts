// Browser storage keys of spec §3. The privacy page lists exactly these.
export const LOCAL_KEYS = {
  likedDJs: 'likedDJs',
  lastLikesUpdate: 'lastLikesUpdate',
  bunnyToken: 'bunny_token',
  festival: 'festival',
  /** the language last used; its presence also means the first visit is over (spec §2) */
  locale: 'locale',
  following: 'following',
  /** likes taken back since the last successful send (DESIGN §5 `removed`) */
  removedLikes: 'removedLikes',
  /** reminders before liked sets: on or off, and how many minutes before (issue 8) */
  reminders: 'reminders',
  /** the answer to the offer of reminders after the first like, so it is made once (issue 33) */
  reminderOffer: 'reminderOffer',
  /** the private calendar subscription link, only when signed in and asked for */
  calendarFeed: 'calendarFeed',
  /** the last lineup seen per event, to notice changes to liked sets made meanwhile */
  lineupSnapshots: 'lineupSnapshots',
  /** notices of changes to liked sets not dismissed yet */
  changeNotices: 'changeNotices',
  /** ids of dismissed change notices */
  dismissedChanges: 'dismissedChanges',
  /** friends' names and the plan links they shared, kept in this browser only (issue 27) */
  crew: 'crew',
  /** this device shares its likes with the fan's other devices by a private link (issue 27) */
  deviceLink: 'deviceLink',
  /** the organiser page's token (/organiser), on this device until the organiser signs out */
  organiserToken: 'organiser_token',
  /** the stages hidden from the all-stages grid, per event ("my stages") */
  gridStages: 'gridStages',
  /** the acts you follow across events, and the ones you stopped following (issue 35) */
  followedActs: 'followedActs',
  /** the last list of your followed acts' sets, for offline, and which of them you saw */
  yourActs: 'yourActs',
} as const;

export const SESSION_KEYS = {
  now: 'now',
  selectedRoom: 'selectedRoom',
  pkceCodeVerifier: 'pkce_code_verifier',
  copiedSet: 'copiedSet',
  scrollPrefix: 'scroll:',
} as const;
