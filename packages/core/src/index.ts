// Public surface of @lineup/core: pure functions only (no I/O, no DOM, no Node APIs).

// iCalendar (RFC 5545) for exports and the fans' calendar
export * from './calendar/ics.ts';
export * from './calendar/occurrence.ts';
export * from './client/appRoutes.ts';
export * from './constants.ts';
// the organiser page's editors: the event text as a form and a table, and their edits
export * from './draft/draftModel.ts';
export * from './draft/draftNights.ts';
export * from './draft/draftSession.ts';
export * from './draft/editDraft.ts';
export * from './draft/importMerge.ts';
export { MAX_ALIAS_EXPANSION } from './event/aliases.ts';
export * from './event/currentEvents.ts';
export * from './event/decodeText.ts';
export * from './event/directory.ts';
export * from './event/eventFile.ts';
export * from './event/lostSets.ts';
export * from './event/pastEvents.ts';
export * from './event/reach.ts';
export { defaultEmoticons, defaultStageUrls, slugify } from './event/roomDefaults.ts';
// open data: the lineup as a frab/c3voc schedule (schedule.xml, schedule.json)
export * from './export/frabJson.ts';
export * from './export/frabSchedule.ts';
export * from './export/frabXml.ts';
// following acts across events: who an act is, followed lists and their merge
export * from './follows/actIdentity.ts';
export * from './follows/followChanges.ts';
export * from './follows/followedSets.ts';
export * from './follows/follows.ts';
export * from './follows/soundcloudMatches.ts';
export * from './likes/bounds.ts';
export * from './likes/likeGroups.ts';
export * from './likes/likes.ts';
export * from './likes/orange.ts';
export * from './lineup/buildLineup.ts';
export * from './lineup/hash.ts';
export * from './lineup/lineupDiff.ts';
export * from './lineup/metaDiff.ts';
export * from './lineup/nightPart.ts';
export * from './lineup/pageHtml.ts';
export * from './lineup/screenChunks.ts';
export * from './lineup/shortCode.ts';
export * from './links/links.ts';
export * from './operatorTypes.ts';
export * from './organiserTypes.ts';
// fans' plan: clashes, changes to liked sets, shared plans
export * from './plan/changes.ts';
export * from './plan/clashes.ts';
export * from './plan/crew.ts';
export * from './plan/likeOwners.ts';
export * from './plan/livePlan.ts';
export * from './plan/myPlan.ts';
export * from './plan/otherLikes.ts';
export * from './plan/planNights.ts';
export * from './plan/pushPlan.ts';
export * from './plan/sharePlan.ts';
export * from './publish/publishConfirmation.ts';
export * from './publishTypes.ts';
export * from './pushTypes.ts';
// fans' reports of set times (issue 34): what a report may say, merging, its change
export * from './reports/reportChange.ts';
export * from './reports/reportRules.ts';
export * from './reports/reportTypes.ts';
export * from './reports/trustRule.ts';
export * from './search/search.ts';
export * from './text/countNoun.ts';
export * from './text/frenchElision.ts';
export * from './text/polishPrepositions.ts';
export * from './time/days.ts';
export * from './time/eventTime.ts';
// the grid's nights: a night runs past midnight
export * from './time/nightDates.ts';
export * from './time/nights.ts';
export * from './time/nightWords.ts';
export * from './time/partyOver.ts';
// rules of time, search, likes
export * from './time/roomState.ts';
export * from './time/setStatus.ts';
export * from './time/typedClock.ts';
export * from './time/typedDate.ts';
export * from './time/wallTime.ts';
// loading and normalising event files
export * from './time/zonedTime.ts';
export * from './types.ts';
