// @vitest-environment happy-dom
// A refused upload says what the organiser can do about it (issue 25): a picture over 16
// megapixels, or an event whose pictures used up their space, instead of the general "not taken".
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { PictureField } from '../../src/organiser/workspace/PictureField.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function refusedWith(error: string, locale: 'en' | 'de' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error }), { status: 413 })),
  );
  render(
    <LocaleProvider locale={locale}>
      <PictureField token="t" event="club-night" label="Floor" value="" onChange={() => {}} />
    </LocaleProvider>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'big.png')] } });
  return (await screen.findByRole('alert')).textContent;
}

it('says a picture has more than 16 megapixels', async () => {
  expect(
    await refusedWith(
      '413: This picture is 30000×30000 pixels (900.0 megapixels); at most 16 megapixels (4096×4096) are accepted. Make it smaller first',
    ),
  ).toContain('more than 16 megapixels');
});

it('says the event’s pictures used up their space, in the page’s language', async () => {
  expect(
    await refusedWith(
      '413: This event’s pictures take 49.9 MB of 50.0 MB; delete pictures the lineup no longer uses to upload more',
      'de',
    ),
  ).toContain('Der Platz für die Bilder dieses Events ist aufgebraucht');
});
