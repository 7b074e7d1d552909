import type { OperatorInfo } from '@lineup/core';
import { useEffect, useState } from 'react';

// Who runs this installation (legal notice, community links) comes from the operator's
// configuration on the server (GET /api/operator); nothing here is made up. Asked for only
// by the About drawer and the legal pages, once per page load; the service worker keeps the
// last answer for offline use.

let pending: Promise<OperatorInfo | null> | null = null;

export function fetchOperator(): Promise<OperatorInfo | null> {
  pending ??= fetch('/api/operator', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : null))
    .then(readOperator)
    .catch(() => null)
    .then((info) => {
      if (!info) pending = null; // a later screen may try again
      return info;
    });
  return pending;
}

/** Only what has the expected shape: a strange answer shows as "not configured". */
function readOperator(body: unknown): OperatorInfo | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const links = (v: unknown): Record<string, string> =>
    v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v).filter(
            (e): e is [string, string] => typeof e[1] === 'string' && /^https?:\/\//i.test(e[1]),
          ),
        )
      : {};
  const l = (b.links && typeof b.links === 'object' ? b.links : {}) as Record<string, unknown>;
  const info: OperatorInfo = { links: { festival: links(l.festival), duck: links(l.duck) } };
  const name = text(b.name);
  const email = text(b.email);
  const phone = text(b.phone);
  const address = Array.isArray(b.address) ? b.address.filter((a) => text(a)) : [];
  if (name) info.name = name;
  if (email) info.email = email;
  if (phone) info.phone = phone;
  if (address.length > 0) info.address = address as string[];
  return info;
}

/** undefined while loading, null when the server could not say, else what it configured. */
export function useOperator(): OperatorInfo | null | undefined {
  const [info, setInfo] = useState<OperatorInfo | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchOperator().then((i) => {
      if (live) setInfo(i);
    });
    return () => {
      live = false;
    };
  }, []);
  return info;
}

/** Whether the operator filled in anything for the legal notice. */
export function hasLegalDetails(info: OperatorInfo | null | undefined): boolean {
  return Boolean(info && (info.name || info.address?.length || info.email || info.phone));
}
