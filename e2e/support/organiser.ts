// The organiser API as the browser tests' setup uses it: publishing a first version.
import type { PublishRefusal } from '@lineup/core';

/**
 * Publishes `text` (its `id:` names the event) as `token`. When the server asks for a
 * confirmation (unreadable rows, warnings), it is answered once with exactly what it asked for,
 * as the page's button does after showing the list. Throws unless the version is stored.
 */
export async function publishVersion(
  serverUrl: string,
  token: string,
  text: string,
  note = 'first',
): Promise<void> {
  const id = /^id: (\S+)/m.exec(text)?.[1];
  if (!id) throw new Error('the text has no id');
  const send = (confirm?: PublishRefusal['confirmation']) =>
    fetch(`${serverUrl}/api/organiser/events/${id}/versions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text, format: 'yaml', note, ...(confirm ? { confirm } : {}) }),
    });
  let res = await send();
  if (res.status === 409) {
    const refusal = (await res.json()) as PublishRefusal;
    if (!refusal.needsConfirmation) throw new Error(`publish ${id}: ${refusal.error}`);
    res = await send(refusal.confirmation);
  }
  if (res.status !== 201) throw new Error(`publish ${id}: ${res.status} ${await res.text()}`);
}
