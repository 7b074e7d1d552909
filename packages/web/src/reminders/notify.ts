// The Notification API as the reminders use it: through the service worker's registration
// (the only way on Android, and what keeps working while the app is installed), with the page's
// own Notification as a fallback where no worker is registered (localhost, development).

export type ReminderSupport = 'unsupported' | NotificationPermission;

export function reminderSupport(): ReminderSupport {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}

/** Asks the browser for permission: only ever called when the fan switches reminders on. */
export async function askPermission(): Promise<ReminderSupport> {
  if (reminderSupport() === 'unsupported') return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

export interface Reminder {
  /** one per set and start time: a later time change makes a new reminder */
  tag: string;
  /** when to show it (epoch ms) */
  at: number;
  /** when the set starts (epoch ms): a late timer after that stays silent */
  startsAt: number;
  title: string;
  body: string;
  /** the page a tap on the notification should open */
  url: string;
  icon: string;
}

export const REMINDER_TAG_PREFIX = 'reminder:';

function optionsOf(r: Reminder): NotificationOptions {
  return { body: r.body, tag: r.tag, icon: r.icon, data: { url: r.url } };
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  try {
    return await navigator.serviceWorker.getRegistration();
  } catch {
    return undefined;
  }
}

export async function showReminder(r: Reminder): Promise<void> {
  try {
    const reg = await registration();
    if (reg) {
      await reg.showNotification(r.title, optionsOf(r));
      return;
    }
    new window.Notification(r.title, optionsOf(r));
  } catch (err) {
    console.warn('reminders: notification not shown', err);
  }
}

type TriggerConstructor = new (timestamp: number) => unknown;

/** Notification Triggers (Chromium, experimental): the system shows them even when closed. */
function timestampTrigger(): TriggerConstructor | null {
  const ctor = (window as unknown as { TimestampTrigger?: TriggerConstructor }).TimestampTrigger;
  const has = 'Notification' in window && 'showTrigger' in window.Notification.prototype;
  return has && typeof ctor === 'function' ? ctor : null;
}

/**
 * Hands every reminder to the system with a time trigger, and withdraws scheduled ones that
 * are no longer planned (a set unliked or moved). False when triggers are not available.
 */
export async function scheduleWithTriggers(reminders: readonly Reminder[]): Promise<boolean> {
  const Trigger = timestampTrigger();
  const reg = Trigger ? await registration() : undefined;
  if (!Trigger || !reg) return false;
  try {
    const wanted = new Set(reminders.map((r) => r.tag));
    const scheduled = await reg.getNotifications({
      includeTriggered: true,
    } as GetNotificationOptions);
    for (const n of scheduled) {
      if (n.tag.startsWith(REMINDER_TAG_PREFIX) && !wanted.has(n.tag)) n.close();
    }
    for (const r of reminders) {
      await reg.showNotification(r.title, {
        ...optionsOf(r),
        showTrigger: new Trigger(r.at),
      } as NotificationOptions);
    }
    return true;
  } catch (err) {
    console.warn('reminders: triggers failed, using timers', err);
    return false;
  }
}
