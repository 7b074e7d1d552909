import { vi } from 'vitest';

// A stand-in for the browser's Notification API and service worker registration.

export interface FakeNotifications {
  requestPermission: ReturnType<typeof vi.fn>;
  showNotification: ReturnType<typeof vi.fn>;
  uninstall(): void;
}

export function installNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
  { triggers = false }: { triggers?: boolean } = {},
): FakeNotifications {
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  // a constructor function: the page's Notification is also `new`-able
  const Fake = Object.assign(function fakeNotification() {}, {
    permission,
    requestPermission,
  });
  if (triggers) Object.defineProperty(Fake.prototype, 'showTrigger', { value: null });
  const showNotification = vi.fn(async () => {});
  const registration = { showNotification, getNotifications: vi.fn(async () => []) };
  Object.defineProperty(window, 'Notification', { value: Fake, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration },
    configurable: true,
  });
  if (triggers) {
    Object.defineProperty(window, 'TimestampTrigger', {
      value: class {
        timestamp: number;
        constructor(timestamp: number) {
          this.timestamp = timestamp;
        }
      },
      configurable: true,
    });
  }
  return { requestPermission, showNotification, uninstall: removeNotifications };
}

/** A browser without the Notification API (an iPhone's Safari tab, say). */
export function removeNotifications(): void {
  for (const target of [window, navigator] as object[]) {
    for (const name of ['Notification', 'TimestampTrigger', 'serviceWorker']) {
      if (Object.getOwnPropertyDescriptor(target, name)?.configurable) {
        delete (target as Record<string, unknown>)[name];
      }
    }
  }
}
