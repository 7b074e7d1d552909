// The installed app's icon and shortcuts (manifest start_url "/?open=now", shortcuts Now and
// Stages) open the remembered festival's page in the browser's language.
import { describe, expect, it } from 'vitest';
import { launchPath } from '../../src/app/launch.ts';

describe('launch from the home screen', () => {
  it.each([
    ['?open=now', 'fest-2026', ['en-GB'], '/event/fest-2026'],
    ['?open=stages', 'fest-2026', ['en-GB'], '/lineup/fest-2026/0'],
    ['?open=now', 'fest-2026', ['de-DE', 'en'], '/de/event/fest-2026'],
    ['?open=stages', 'fest-2026', ['pl'], '/pl/lineup/fest-2026/0'],
    ['?open=now', null, ['fr-FR'], '/fr'],
    ['?open=stages', null, ['en-US'], '/'],
  ])('%s with festival %s and languages %j opens %s', (search, festival, langs, path) => {
    expect(launchPath(search, festival, langs)).toBe(path);
  });

  it.each(['', '?q=ada', '?open=elsewhere'])('leaves "%s" alone', (search) => {
    expect(launchPath(search, 'fest-2026', ['en'])).toBeNull();
  });
});
