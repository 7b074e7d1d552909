// The operator's own details (legal notice, community links), from the environment and an
// optional JSON file (OPERATOR_CONFIG). Unset stays unset: the app shows no made-up address
// or handle. A malformed value stops the start with a message naming it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMMUNITY_LINK_KINDS,
  type CommunityLinks,
  isSafeUrl,
  type OperatorInfo,
  type Prefix,
} from '@lineup/core';

type Env = Record<string, string | undefined>;

/** Env variable of each community link (with `_DUCK` appended for the club variant). */
export const LINK_ENV: Record<keyof CommunityLinks, string> = {
  messagingGroup: 'ABOUT_CHAT_URL',
  linkCollection: 'ABOUT_LINKS_URL',
  photoProfile: 'ABOUT_PHOTOS_URL',
  audioProfile: 'ABOUT_AUDIO_URL',
  donation: 'ABOUT_DONATION_URL',
};

const MAX_TEXT = 300;
const MAX_LINES = 8;

function text(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > MAX_TEXT) throw new Error(`${name} is longer than ${MAX_TEXT} characters`);
  return trimmed || undefined;
}

function url(value: unknown, name: string): string | undefined {
  const v = text(value, name);
  if (v === undefined) return undefined;
  if (!/^https?:\/\//i.test(v) || !isSafeUrl(v)) {
    throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(v)}`);
  }
  return v;
}

function email(value: unknown, name: string): string | undefined {
  const v = text(value, name);
  if (v === undefined) return undefined;
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v)) {
    throw new Error(`${name} is not an e-mail address: ${JSON.stringify(v)}`);
  }
  return v;
}

/** Address lines: a list (file) or one text with lines split by "|" or line breaks (env). */
function lines(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const raw = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/\||\n/)
      : null;
  if (!raw) throw new Error(`${name} must be text or a list of lines`);
  const out = raw.map((line, i) => text(line, `${name}[${i}]`)).filter((l) => l !== undefined);
  if (out.length > MAX_LINES) throw new Error(`${name} has more than ${MAX_LINES} lines`);
  return out.length > 0 ? out : undefined;
}

interface FileShape {
  name?: unknown;
  address?: unknown;
  email?: unknown;
  phone?: unknown;
  links?: Partial<Record<Prefix, Record<string, unknown>>>;
}

function readFile(file: string): FileShape {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`OPERATOR_CONFIG ${file}: ${(err as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`OPERATOR_CONFIG ${file}: must hold one JSON object`);
  }
  return parsed as FileShape;
}

function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export function loadOperator(env: Env, cwd: string): OperatorInfo {
  const file: FileShape = env.OPERATOR_CONFIG
    ? readFile(path.resolve(cwd, env.OPERATOR_CONFIG))
    : {};
  // the environment wins over the file, field by field
  const pick = (envName: string, fileValue: unknown) => env[envName] || fileValue;
  const links = (prefix: Prefix, suffix: '' | '_DUCK'): CommunityLinks => {
    const fromFile = file.links?.[prefix] ?? {};
    const out: CommunityLinks = {};
    for (const kind of COMMUNITY_LINK_KINDS) {
      const envName = `${LINK_ENV[kind]}${suffix}`;
      const value = url(pick(envName, fromFile[kind]), envName);
      if (value) out[kind] = value;
    }
    return out;
  };
  return withoutUndefined({
    name: text(pick('OPERATOR_NAME', file.name), 'OPERATOR_NAME'),
    address: lines(pick('OPERATOR_ADDRESS', file.address), 'OPERATOR_ADDRESS'),
    email: email(pick('OPERATOR_EMAIL', file.email), 'OPERATOR_EMAIL'),
    phone: text(pick('OPERATOR_PHONE', file.phone), 'OPERATOR_PHONE'),
    links: { festival: links('festival', ''), duck: links('duck', '_DUCK') },
  });
}
