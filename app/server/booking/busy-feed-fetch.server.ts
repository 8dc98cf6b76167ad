// Reading a staff member's own calendar feed from the web (record 087), within limits: the URL
// is theirs to choose, so what it answers is not trusted to be small, quick or well-behaved.

/** A read stops after this long, answer or not, the body's transfer included. */
export const FEED_TIMEOUT_MS = 10_000;
/** Larger answers are dropped as they arrive: no personal calendar needs this much. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Hosted calendars redirect once or twice (http to https, a CDN); more is a loop. */
export const FEED_MAX_REDIRECTS = 3;

/** Why a feed could not be read, in words shown to its owner after "Could not read the feed: ". */
export class FeedError extends Error {}

export type FeedLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };

const limits: FeedLimits = {
  timeoutMs: FEED_TIMEOUT_MS,
  maxBytes: FEED_MAX_BYTES,
  maxRedirects: FEED_MAX_REDIRECTS,
};

/**
 * Whether an address may be read: http or https, without a user name or password (which would
 * be sent to whatever host it redirects to, and shown wherever the URL is).
 */
export function isFeedAddress(url: URL): boolean {
  return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
}

/** The body of the feed at `address`, following a few redirects, or a FeedError saying why not. */
export async function fetchFeed(address: string, given: Partial<FeedLimits> = {}): Promise<string> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...limits, ...given };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      if (!isFeedAddress(url))
        throw new FeedError("it moved to an address that is not a plain http or https one.");
      // Redirects are followed here, not by fetch, so that each hop's address is checked.
      const response = await fetch(url, {
        redirect: "manual",
        signal,
        headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" },
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= maxRedirects) throw new FeedError("it redirected too many times.");
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedError(`the server answered ${response.status}.`);
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`no answer within ${timeoutMs / 1000} seconds.`);
    throw new FeedError("the server could not be reached.");
  }
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} kB`;

/** The body as text, or a FeedError as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedError(`it is larger than ${sizeText(maxBytes)}.`);
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
