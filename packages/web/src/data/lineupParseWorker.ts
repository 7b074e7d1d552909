/// <reference lib="webworker" />
// Reads a big lineup answer off the page's thread (DESIGN §11): JSON.parse of Glastonbury's
// 1.1 MB took one task of about 70 ms on a phone. The page gets it back in pieces
// (lineupParseProtocol.ts), so taking each one in is a short task of its own.
import { type ParseRequest, parseReplies } from './lineupParseProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  for (const reply of parseReplies(event.data)) self.postMessage(reply);
};
