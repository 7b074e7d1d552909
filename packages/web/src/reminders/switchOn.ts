import type { LikeEntry, Locale } from '@lineup/core';
import { askPermission, type ReminderSupport, reminderSupport } from './notify.ts';
import { type PushFailure, pushFailure, subscribePush } from './pushClient.ts';
import { type ReminderSettings, setReminderSettings } from './reminderSettings.ts';

export interface SwitchedOn {
  /** the browser's answer: reminders are on only when 'granted' */
  permission: ReminderSupport;
  /** this device is subscribed at the server's push service */
  pushed: boolean;
  failure: PushFailure | null;
}

/**
 * Switches reminders on as the fan's tap asked: the browser's permission first (asked only
 * now), then the setting, then the push subscription where the browser can receive pushes.
 * My plan's switch and the offer after a first like both go through here, so they cannot differ.
 */
export async function switchRemindersOn(options: {
  settings: ReminderSettings;
  locale: Locale;
  likes: readonly LikeEntry[];
  push: boolean;
  onAsking?: (asking: boolean) => void;
}): Promise<SwitchedOn> {
  let permission = reminderSupport();
  if (permission === 'default') {
    options.onAsking?.(true);
    permission = await askPermission();
    options.onAsking?.(false);
  }
  if (permission !== 'granted') return { permission, pushed: false, failure: null };
  setReminderSettings({ ...options.settings, on: true });
  if (!options.push) return { permission, pushed: false, failure: null };
  try {
    const sub = await subscribePush({
      locale: options.locale,
      minutes: options.settings.minutes,
      likes: options.likes,
    });
    return { permission, pushed: sub !== null, failure: null };
  } catch (err) {
    console.warn('reminders: push subscription failed', err);
    return { permission, pushed: false, failure: pushFailure(err) };
  }
}
