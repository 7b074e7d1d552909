import { lazy, Suspense, useEffect, useState } from 'react';
import { useLineup } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useClientMode } from '../kit/clientMode.ts';
import { storeFestival } from '../kit/festival.ts';
import { appMessages } from '../kit/messages.ts';
import { lineupFestival, routeInfo } from '../kit/routeInfo.ts';
import { documentTitle, useDocumentVariant, variantOf } from '../kit/variant.ts';
import { LikeEventContext, LikeZoneContext } from '../likes/likeZone.ts';
import { useFirstLikeOffer } from '../reminders/firstLikeOffer.ts';
import { useReminderSettings } from '../reminders/reminderSettings.ts';
import { BottomBar } from './BottomBar.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Header } from './Header.tsx';
import { useOnline } from './online.ts';
import { Routes } from './Routes.tsx';
import { useScrollMemory } from './scrollMemory.ts';

// The drawers load on demand (DESIGN §7): their code is not part of the now page's first load.
const AboutDrawer = lazy(() => import('../about/AboutDrawer.tsx'));
const DebugDrawer = lazy(() => import('../about/DebugDrawer.tsx'));
const RouteError = lazy(() => import('./RouteError.tsx'));
// Reminders before liked sets (issue 8): the scheduler loads only once the fan switched them on.
// It reads lineups from the lineup store, so it needs no query client.
const ReminderScheduler = lazy(() => import('../reminders/ReminderScheduler.tsx'));
// The offer of reminders after a first like: loaded when that like is made.
const ReminderOffer = lazy(() => import('../reminders/ReminderOffer.tsx'));
// Only while offline (the worker precaches it). Without a worker yet there is nothing to load
// it from: the page then goes without the notice rather than failing.
// (try/catch around the import itself: the build wraps `import()` with the preload of its
// stylesheet, and a `.then` on the import would not see that preload fail)
const OfflineNotice = lazy(async () => {
  try {
    return { default: (await import('./OfflineNotice.tsx')).OfflineNotice };
  } catch {
    return { default: () => null };
  }
});

type Open = 'about' | 'debug' | null;

/**
 * The organiser page is a tool of its own: its own header, no fans' header, tab bar or
 * drawers, and no fan's lineup fetched for it.
 */
export function Layout({ rest }: { rest: string }) {
  return routeInfo(rest).page === 'organiser' ? (
    <ToolLayout rest={rest} />
  ) : (
    <FanLayout rest={rest} />
  );
}

function ToolLayout({ rest }: { rest: string }) {
  const t = useMessages(appMessages);
  return (
    <div className="app app--tool">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <main id="main" className="content content--tool" tabIndex={-1}>
        <ErrorBoundary
          resetKey={rest}
          fallback={(error) => (
            <Suspense fallback={null}>
              <RouteError error={error} />
            </Suspense>
          )}
        >
          <Routes rest={rest} />
        </ErrorBoundary>
      </main>
    </div>
  );
}

/** Header, content (max 700 px), bottom bar and drawers around every route (spec §2). */
function FanLayout({ rest }: { rest: string }) {
  const t = useMessages(appMessages);
  const info = routeInfo(rest);
  const mode = useClientMode();
  useEffect(() => {
    if (info.festival) storeFestival(info.festival);
  }, [info.festival]);
  const festival = lineupFestival(info);
  // the header needs the meta only, which one night of a big festival's lineup has too
  const lineup = useLineup(festival, { part: true });
  const meta = lineup.data?.meta;
  const variant = variantOf(meta, useLocale());
  // before the fan chose a festival, header and title name none of them
  const named = info.page === 'choose' || info.page === 'root' ? undefined : meta;
  useDocumentVariant(variant, documentTitle(named, variant.appName));
  useScrollMemory(rest);
  // the now page's cards of other events load on demand: fetched once a lineup names any, so
  // they are in before the fan opens a now page (no cards popping in above the stages)
  const severalEvents = (meta?.currentEvents.length ?? 0) > 1;
  useEffect(() => {
    if (severalEvents) void import('../now/OtherEvents.tsx').catch(() => undefined);
  }, [severalEvents]);
  const reminders = useReminderSettings();
  const offer = useFirstLikeOffer();
  const online = useOnline();

  const [open, setOpen] = useState<Open>(null);
  const [mounted, setMounted] = useState<Open[]>([]);
  const show = (which: Exclude<Open, null>) => {
    setOpen(which);
    setMounted((m) => (m.includes(which) ? m : [...m, which]));
  };
  const hasBottomBar = info.page !== 'choose';

  return (
    // the layout's mode and bar height are on <html>, decided in the page's head
    // (kit/layoutRule.ts): the server's first screen carries none, so nothing here differs
    <div
      className={`app${hasBottomBar ? ' app--with-bar' : ''}${info.page === 'grid' ? ' app--grid' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      {/* hidden in the installed app by the stylesheet (global.css) */}
      <Header meta={named} variant={variant} rest={rest} />
      <main id="main" className="content" tabIndex={-1}>
        <ErrorBoundary
          resetKey={rest}
          fallback={(error) => (
            <Suspense fallback={null}>
              <RouteError error={error} />
            </Suspense>
          )}
        >
          <LikeZoneContext.Provider value={meta?.timeZone}>
            <LikeEventContext.Provider value={meta?.id}>
              <Routes rest={rest} />
            </LikeEventContext.Provider>
          </LikeZoneContext.Provider>
        </ErrorBoundary>
      </main>
      {(!online || lineup.offline) && (
        <Suspense fallback={null}>
          <OfflineNotice
            offline={lineup.offline}
            checkedAt={lineup.checkedAt}
            timeZone={meta?.timeZone}
          />
        </Suspense>
      )}
      {hasBottomBar && (
        <BottomBar
          page={info.page}
          festival={festival ?? meta?.id}
          meta={meta}
          mode={mode}
          aboutOpen={open === 'about'}
          onAbout={() => show('about')}
          onDebug={() => show('debug')}
        />
      )}
      <Suspense fallback={null}>
        {reminders.on && <ReminderScheduler minutes={reminders.minutes} />}
        {offer && <ReminderOffer />}
        {mounted.includes('about') && (
          <AboutDrawer open={open === 'about'} onClose={() => setOpen(null)} meta={meta} />
        )}
        {mounted.includes('debug') && meta?.debugLogs && (
          <DebugDrawer
            open={open === 'debug'}
            onClose={() => setOpen(null)}
            logs={meta.debugLogs}
          />
        )}
      </Suspense>
    </div>
  );
}
