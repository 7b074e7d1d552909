// The server's VAPID identity (RFC 8292): given by VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or made
// at first start and kept in the database, so every instance and every restart signs with the
// same key (a browser's subscription is bound to it).
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Storage } from '../storage/storage.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use */
  subject: string;
}

export function vapidSubject(config: Config): string {
  if (config.vapid.subject) return config.vapid.subject;
  const origin = new URL(config.publicOrigin);
  return origin.protocol === 'https:' ? origin.origin : `mailto:push@${origin.hostname}`;
}

export async function loadVapid(config: Config, storage: Storage, now: Date): Promise<Vapid> {
  const subject = vapidSubject(config);
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  }
  const stored = await storage.push.vapidKeys();
  if (stored) return { ...stored, subject };
  // instances starting together: the first saved pair wins and both use it
  const saved = await storage.push.saveVapidKeys(webpush.generateVAPIDKeys(), now);
  return { ...saved, subject };
}
