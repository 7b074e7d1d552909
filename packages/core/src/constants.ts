// Business constants of spec §9, named so a newcomer finds each rule by its name.
export const CLOSING_PAUSE_MINUTES = 120;
export const JUST_STARTED_MINUTES = 5;
export const CLOSING_SOON_MINUTES = 5;
export const LINEUP_REFETCH_MS = 120_000;
export const LINEUP_STALE_MS = 120_000;
export const LINEUP_CACHE_MS = 10 * 60_000;
export const LINEUP_RETRY_DELAY_MS = 3000;
export const QUERY_GC_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_BACKOFF_MS = 30_000;
export const ROUTER_PENDING_MS = 1000;
export const ROUTER_PENDING_MIN_MS = 500;
export const ROUTER_PRELOAD_DELAY_MS = 50;
export const ROUTER_PRELOAD_STALE_MS = 30_000;
export const CLOCK_MINUTE_CHECK_MS = 1000;
export const CLOCK_SEARCH_REFRESH_MS = 60_000;
export const PREVIOUS_EVENTS_ON_NOW = 5;
export const TRACKS_PER_STAGE_MOBILE = 6;
export const SEARCH_MAX_RESULTS = 6;
export const COPIED_OVERLAY_MS = 1000;
export const COPIED_HINT_MS = 5 * 60_000;
export const BOTTOM_BAR_HEIGHT = {
  desktop: 54,
  mobileAppAndroid: 55,
  mobileApp: 70,
  mobileWeb: 52,
};
export const DRAWER = {
  closeThreshold: 0.25,
  scrollLockTimeoutMs: 100,
  velocityThreshold: 0.4,
  fastVelocity: 2,
  animationS: 0.5,
};
export const CONTENT_MAX_WIDTH_PX = 700;
export const TAB_MIN_HEIGHT_PX = 75;
export const LIKES_MAX = 500;
export const LATEST_TRACKS_MAX = 12;
/** default: an event becomes current this many days before its first set */
export const LISTED_DAYS_BEFORE = 14;
/**
 * What one like may hold (the server's likes schema refuses more). The event loader keeps every
 * served value within these, so any set a fan hearts can be synced: the like's title is
 * "dj @ room", hence room ≤ title − dj − 3.
 */
export const LIKE_LIMITS = {
  dj: 200,
  partyName: 200,
  title: 400,
  room: 197,
  links: 40,
  linkKey: 100,
  linkValue: 2000,
} as const;
