// Reading a staff member's own calendar feed from the web (record 087), within limits: the URL
// is theirs to choose, so what it answers is not trusted to be small, quick or well-behaved.

import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { config } from "../config.server";
import { type CheckedHost, checkWebhookHost, pinnedLookup } from "../webhooks/address.server";

/** A read stops after this long, answer or not, the body's transfer included. */
export const FEED_TIMEOUT_MS = 10_000;
/** Larger answers are dropped as they arrive: no personal calendar needs this much. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Hosted calendars redirect once or twice (http to https, a CDN); more is a loop. */
export const FEED_MAX_REDIRECTS = 3;

/** Why a feed could not be read, in words shown to its owner after "Could not read the feed: ". */
export class FeedError extends Error {}

export type FeedLimits = {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** CALENDAR_FEED_ALLOW_PRIVATE unless given: tests and a calendar on the firm's network. */
  allowPrivate: boolean;
};

const limits = (): FeedLimits => ({
  timeoutMs: FEED_TIMEOUT_MS,
  maxBytes: FEED_MAX_BYTES,
  maxRedirects: FEED_MAX_REDIRECTS,
  allowPrivate: config().CALENDAR_FEED_ALLOW_PRIVATE,
});

/**
 * Whether an address may be read: http or https, without a user name or password (which would
 * be sent to whatever host it redirects to, and shown wherever the URL is).
 */
export function isFeedAddress(url: URL): boolean {
  return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
}

/**
 * Where a feed's host resolves, checked by the webhooks' rule (webhooks/address.server.ts):
 * public addresses only, unless CALENDAR_FEED_ALLOW_PRIVATE. Used when an address is saved and
 * at every hop of every read, so what is refused on reading is refused on saving.
 */
export function checkFeedHost(
  url: URL,
  allowPrivate = limits().allowPrivate,
): Promise<CheckedHost> {
  return checkWebhookHost(url.hostname, { allowPrivate });
}

/**
 * The body of the feed at `address`, following a few redirects, or a FeedError saying why not.
 * Each hop's host must resolve to public addresses only, and the connection goes to the address
 * checked, as a webhook's does (webhooks/address.server.ts): the URL is a staff member's to
 * type, and our server must not read this machine or the networks behind it on their say-so.
 */
export async function fetchFeed(address: string, given: Partial<FeedLimits> = {}): Promise<string> {
  const { timeoutMs, maxBytes, maxRedirects, allowPrivate } = { ...limits(), ...given };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      if (!isFeedAddress(url))
        throw new FeedError("it moved to an address that is not a plain http or https one.");
      const checked = await checkFeedHost(url, allowPrivate);
      if (!checked.ok) {
        if (checked.permanent) throw new FeedError("its address is on a private or local network.");
        throw new FeedError("the server could not be reached.");
      }
      // Redirects are followed here, not by the client, so that each hop's address is checked.
      const response = await get(url, checked, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= maxRedirects) throw new FeedError("it redirected too many times.");
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FeedError(`the server answered ${status}.`);
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`no answer within ${timeoutMs / 1000} seconds.`);
    throw new FeedError("the server could not be reached.");
  }
}

type PinnedHost = Extract<CheckedHost, { ok: true }>;

/** One GET, connected to the address that was checked (no second DNS answer is asked for). */
function get(url: URL, checked: PinnedHost, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: pinnedLookup(checked),
      signal,
      headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" },
    });
    request.on("response", resolve);
    request.on("error", reject);
  });
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} kB`;

/** The body as text, or a FeedError as soon as it passes `maxBytes`. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedError(`it is larger than ${sizeText(maxBytes)}.`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}
