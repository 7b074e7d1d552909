// Public surface of @lineup/core: pure functions only (no I/O, no DOM, no Node APIs).
export * from './types.ts';
export * from './constants.ts';
// loading and normalising event files
export * from './time/zonedTime.ts';
export * from './links/links.ts';
export * from './event/eventFile.ts';
export * from './event/currentEvents.ts';
export * from './lineup/buildLineup.ts';
export * from './lineup/hash.ts';
export * from './lineup/shortCode.ts';
// rules of time, search, likes
export * from './time/roomState.ts';
export * from './time/setStatus.ts';
export * from './time/days.ts';
export * from './search/search.ts';
export * from './likes/likes.ts';
export * from './likes/orange.ts';
