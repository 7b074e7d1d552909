import type { Clash } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { planMessages } from './messages.ts';

/**
 * The act sheet's clash line, the same wherever the sheet opens (grid, timetable):
 * "⚠️ Clashes with Echo Park for 60 min"; undefined without a clash.
 */
export function useClashLine(): (clashes: readonly Clash[] | undefined) => string | undefined {
  const t = useMessages(planMessages);
  return (clashes) =>
    clashes && clashes.length > 0
      ? `⚠️ ${clashes.map((c) => t.clash(c.with.dj, c.minutes)).join('; ')}`
      : undefined;
}
