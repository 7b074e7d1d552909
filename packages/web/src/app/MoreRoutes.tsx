import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// Pages few fans open, routed here rather than in Routes.tsx: this module loads only when no
// route of the app shell matched, so the now page's first load does not grow with each page
// added. Anything else is the 404 page.
const YourActsScreen = lazy(() => import('../follows/YourActsScreen.tsx'));
// the moderation queue of fans' reports (issue 34): organisers and moderators
const ModerationPage = lazy(() => import('../reports/moderation/ModerationPage.tsx'));
const NotFound = lazy(() => import('./NotFound.tsx'));

export default function MoreRoutes({ rest }: { rest: string }) {
  return (
    <Switch location={rest}>
      <Route path="/acts">
        <YourActsScreen />
      </Route>
      <Route path="/organiser/reports">
        <ModerationPage />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
