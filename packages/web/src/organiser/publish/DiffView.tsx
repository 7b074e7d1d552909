import { type DiffSet, formatTime, type LineupDiff, zonedParts } from '@lineup/core';
import { useMessages } from '../../i18n/locale.tsx';
import { publishMessages } from './messages.ts';

type Words = (typeof publishMessages)['en'];

/**
 * a meta field in words: partyName → "name", roomImages[Palco] → "picture of stage Palco"
 * (core names a stage's details by the stage), roomImages[1] → "picture of stage 2"
 */
export function fieldName(field: string, t: Words): string {
  const m = /^([A-Za-z0-9]+)(?:\[([^\]]+)\])?(?:\.(.+))?$/.exec(field);
  const [, name = field, index, sub] = m ?? [];
  const stage = index === undefined ? null : /^\d+$/.test(index) ? Number(index) + 1 : index;
  const words: Record<string, string> = {
    partyName: t.fieldName,
    timeZone: t.fieldTimeZone,
    prefix: t.fieldVariant,
    start: t.fieldOpening,
    end: t.fieldClosing,
    partyUrl: t.fieldWebsite,
  };
  if (stage !== null && name === 'rooms') return t.fieldStageName(stage);
  if (stage !== null && name === 'roomImages') return t.fieldStagePicture(stage);
  if (stage !== null && name === 'emoticons') return t.fieldStageEmoticon(stage);
  if (stage !== null && name === 'stageUrls') return t.fieldStageAddress(stage);
  if (name === 'nowText1Map' || name === 'nowText2Map') return t.fieldNowText(sub ?? '');
  return words[name] ?? field;
}

/** What changes for fans, one line per set, in time order (core's diffLineups). */
export function DiffView({
  diff,
  timeZone,
  nothingLive,
}: {
  diff: LineupDiff;
  timeZone: string;
  nothingLive: boolean;
}) {
  const t = useMessages(publishMessages);
  if (nothingLive) return <p className="hint">{t.diffAllNew}</p>;
  const when = (s: DiffSet) => {
    const day = zonedParts(s.start, timeZone);
    const date = `${String(day.day).padStart(2, '0')}.${String(day.month).padStart(2, '0')}.`;
    return `${date} ${formatTime(s.start, timeZone)}–${formatTime(s.end, timeZone)}`;
  };
  const lines = [
    ...diff.metaChanges.map((c) =>
      t.metaChanged(fieldName(c.field, t), c.before ?? t.nothing, c.after ?? t.nothing),
    ),
    ...diff.stagesAdded.map((s) => t.stageAdded(s)),
    ...diff.stagesRemoved.map((s) => t.stageRemoved(s)),
    ...diff.changes.map((c) => {
      switch (c.kind) {
        case 'added':
          return t.added(c.set.dj, `${c.set.stage} (${when(c.set)})`);
        case 'removed':
          return t.removed(c.set.dj, `${c.set.stage} (${when(c.set)})`);
        case 'moved':
          return t.moved(c.after.dj, when(c.before), when(c.after));
        case 'restaged':
          return t.restaged(c.after.dj, c.before.stage, c.after.stage);
        default:
          return t.renamed(c.before.dj, c.after.dj);
      }
    }),
  ];
  if (lines.length === 0) return <p className="hint">{t.diffNone}</p>;
  return (
    <ul className="publish-diff">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; order is fixed
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
