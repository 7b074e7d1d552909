import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { safeDecode } from '../kit/festival.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { NowRoute } from '../now/NowRoute.tsx';
import { RootRedirect } from './RootRedirect.tsx';

// Screens other than the now page load on demand (issue 5: the now page's first load is
// budgeted at 100 KB gzip).
const TimetableScreen = lazy(() => import('../timetable/TimetableScreen.tsx'));
// the server draws the grid's first screen too (prerender/firstScreen.tsx)
const GridScreen = lazy(() => import(/* server-screen */ '../grid/GridScreen.tsx'));
const TracksScreen = lazy(() => import('../tracks/TracksScreen.tsx'));
const PastEventsScreen = lazy(() => import('../past/PastEventsScreen.tsx'));
const ChooseScreen = lazy(() => import('../choose/ChooseScreen.tsx'));
const AboutPage = lazy(() => import('../about/AboutPage.tsx'));
const Impressum = lazy(() => import('../legal/Impressum.tsx'));
const Privacy = lazy(() => import('../legal/Privacy.tsx'));
const Login = lazy(() => import('../auth/Login.tsx'));
const Logout = lazy(() => import('../auth/Logout.tsx'));
const Callback = lazy(() => import('../auth/Callback.tsx'));
const ShortLink = lazy(() => import('./ShortLink.tsx'));
const MyPlanScreen = lazy(() => import('../plan/MyPlanScreen.tsx'));
const JoinDevice = lazy(() => import('../devices/JoinDevice.tsx'));
const SharedPlanScreen = lazy(() => import('../shared-plan/SharedPlanScreen.tsx'));
// organisers only: bookmarked, linked from no fan's screen
const OrganiserPage = lazy(async () => {
  const [{ withOrganiserQueries }, page] = await Promise.all([
    import('./organiserQueries.tsx'),
    import('../organiser/OrganiserPage.tsx'),
  ]);
  return { default: withOrganiserQueries(page.default) };
});
// pages few fans open, and the 404 page: routed in a module of their own (MoreRoutes.tsx)
const MoreRoutes = lazy(() => import('./MoreRoutes.tsx'));

/** The routes of spec §2, matched on the path without its locale prefix. */
export function Routes({ rest }: { rest: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Switch location={rest}>
        <Route path="/">
          <RootRedirect />
        </Route>
        <Route path="/choose">
          <ChooseScreen />
        </Route>
        <Route path="/event/:festival">
          {(p) => <NowRoute festival={safeDecode(p.festival)} />}
        </Route>
        <Route path="/lineup/:festival/:stage?">
          {(p) => (
            <TimetableScreen
              key={p.festival}
              festival={safeDecode(p.festival) ?? ''}
              stage={safeDecode(p.stage)}
            />
          )}
        </Route>
        <Route path="/grid/:festival">
          {(p) => <GridScreen key={p.festival} festival={safeDecode(p.festival) ?? ''} />}
        </Route>
        <Route path="/tracks/:festival">
          {(p) => <TracksScreen festival={safeDecode(p.festival) ?? ''} />}
        </Route>
        <Route path="/my-plan/:festival">
          {(p) => <MyPlanScreen festival={safeDecode(p.festival) ?? ''} />}
        </Route>
        <Route path="/devices">
          <JoinDevice />
        </Route>
        <Route path="/past-events">
          <PastEventsScreen />
        </Route>
        <Route path="/about">
          <AboutPage />
        </Route>
        <Route path="/impressum">
          <Impressum />
        </Route>
        <Route path="/datenschutzerklaerung">
          <Privacy />
        </Route>
        <Route path="/login">
          <Login />
        </Route>
        <Route path="/logout">
          <Logout />
        </Route>
        <Route path="/callback">
          <Callback />
        </Route>
        <Route path="/organiser">
          <OrganiserPage />
        </Route>
        <Route path="/s/:code">{(p) => <ShortLink code={p.code} />}</Route>
        <Route path="/plan/:encoded">
          {(p) => <SharedPlanScreen encoded={safeDecode(p.encoded) ?? ''} />}
        </Route>
        <Route path="/api/:service">
          <NowRoute festival={undefined} />
        </Route>
        <Route>
          <MoreRoutes rest={rest} />
        </Route>
      </Switch>
    </Suspense>
  );
}
