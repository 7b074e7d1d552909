import { getStoredFestival } from '../kit/festival.ts';
import { NowScreen } from './NowScreen.tsx';

/** /event/{festival} (and /api/{service}): the now page of the URL's or remembered festival. */
export function NowRoute({ festival }: { festival: string | undefined }) {
  const id = festival ?? getStoredFestival() ?? undefined;
  return <NowScreen key={id ?? ':current'} festival={id} />;
}
