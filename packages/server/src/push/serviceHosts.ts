// The hosts the server will POST push messages to. A subscription names its endpoint, so without
// this list anyone could make the server send requests to any https:// host. The defaults are the
// push services of the browsers in use; PUSH_SERVICE_HOSTS replaces them (a stand-in in tests).

export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  // Chrome, Edge on Android, Samsung Internet, Opera (Firebase Cloud Messaging)
  'fcm.googleapis.com',
  // Firefox (Mozilla autopush)
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  // Safari on macOS, iPhone and iPad
  '*.push.apple.com',
  // Edge on Windows (Windows Push Notification Services)
  '*.notify.windows.com',
];

/** PUSH_SERVICE_HOSTS: a comma list of host names, `*.` allowing every subdomain */
export function parseServiceHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  return hosts.length > 0 ? hosts : [...DEFAULT_PUSH_SERVICE_HOSTS];
}

/** a DNS label as host names have them: letters, digits and inner hyphens, 1–63 characters */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** every label of the name well formed (no empty label: ".push.apple.com", "x..push.apple.com") */
function wellFormed(name: string): boolean {
  return name.length <= 253 && name.split('.').every((label) => LABEL.test(label));
}

/**
 * host (as in URL.hostname) is one of patterns; `*.example.com` matches a.example.com,
 * a.b.example.com, never example.com itself nor a malformed name ending the same way.
 */
export function serviceHostAllowed(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!wellFormed(name)) return false;
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern,
  );
}
