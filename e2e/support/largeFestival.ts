// A data folder holding one large festival (packages/server/test/helpers/largeFestival.ts),
// with a picture on every set: more than a page carries inline (core's INLINE_LINEUP_MAX).
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type LargeFestival,
  largeFestivalYaml,
} from '../../packages/server/test/helpers/largeFestival.ts';
import { ROOT } from './server.ts';

/** the festival and the demo's pictures in a data folder; returns its path */
export function largeFestivalData(festival: Omit<LargeFestival, 'pictures'>, dir?: string): string {
  const data = dir ?? mkdtempSync(join(tmpdir(), 'lineup-large-'));
  mkdirSync(join(data, 'events'), { recursive: true });
  cpSync(join(ROOT, 'data/media'), join(data, 'media'), { recursive: true });
  const text = largeFestivalYaml({ ...festival, pictures: true });
  writeFileSync(join(data, 'events', `${festival.id}.yaml`), text);
  return data;
}
