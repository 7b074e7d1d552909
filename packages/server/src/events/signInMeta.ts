// The web app shows the login link only when the event meta names a streaming client id
// (spec §6), and it must send the redirect address the server will use at the code exchange.
// The server's configured OAuth app is the only one it can redeem codes for, so when one is
// configured for the event's variant it fills these meta fields (over the file's values).
import type { LoadedEvent } from '@lineup/core';
import type { Config } from '../config.ts';

export function withSignInMeta(config: Config): (event: LoadedEvent) => LoadedEvent {
  return (event) => {
    const variant = event.meta.prefix === 'duck' ? 'duck' : '';
    const credentials = config.soundcloud.credentials[variant];
    if (!credentials.clientId || !credentials.clientSecret) return event;
    return {
      ...event,
      meta: {
        ...event.meta,
        soundcloudClientID: credentials.clientId,
        soundcloudRedirectUri: credentials.redirectUri,
        soundcloudAuthUrl: config.soundcloud.authUrl,
      },
    };
  };
}
