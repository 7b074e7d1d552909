// Browser storage keys of spec §3. The privacy page lists exactly these.
export const LOCAL_KEYS = {
  likedDJs: 'likedDJs',
  lastLikesUpdate: 'lastLikesUpdate',
  bunnyToken: 'bunny_token',
  festival: 'festival',
  following: 'following',
  /** likes taken back since the last successful send (DESIGN §5 `removed`) */
  removedLikes: 'removedLikes',
} as const;

export const SESSION_KEYS = {
  now: 'now',
  selectedRoom: 'selectedRoom',
  pkceCodeVerifier: 'pkce_code_verifier',
  copiedSet: 'copiedSet',
  scrollPrefix: 'scroll:',
} as const;
