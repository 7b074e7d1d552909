import { request } from 'node:http';

export interface RawAnswer {
  /** the body as sent (fetch would decode it) */
  body: Buffer;
  headers: Headers;
  /** the header list as sent */
  raw: string[];
  /** from the request to the last byte */
  ms: number;
}

/** A GET whose body stays as sent, with its raw header list and its time. */
export function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((ok, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const parsed = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          parsed.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        const ms = performance.now() - started;
        ok({ body: Buffer.concat(chunks), headers: parsed, raw: res.rawHeaders, ms });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}
