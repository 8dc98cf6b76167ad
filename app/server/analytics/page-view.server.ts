import { isbot } from "isbot";
import { withoutControlChars } from "~/lib/forms/fields";
import { countablePath } from "~/lib/secret-links";

/**
 * A page view as the host saw it, before it is written (recorder.server.ts). `visitorInput`
 * (site, address and User-Agent) lives only in memory until the flush turns it into a salted
 * hash; it is null when the browser sent Sec-GPC: 1 or DNT: 1 (record 072).
 */
export type PageView = {
  at: Date;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: Device;
  visitorInput: string | null;
  /** Leads sent (a lead's event, record 097); a page view's is 0. */
  leads: number;
};

export type Device = "desktop" | "mobile" | "tablet";

/** What the host answered: the status and type of the response it sent. */
export type Answer = { status: number; contentType: string };

/** Pages of people's own data and of the staff: never counted, whoever asks. */
const UNCOUNTED = /^\/(admin|account|api|media|post-login|logout|reset-password)(\/|$)/;
const FIELD_MAX = 100;
const PATH_MAX = 200;

/**
 * What the host keeps of an answered request until the next write: read from its headers in a
 * few microseconds, so counting costs the answer nothing noticeable. Everything slower (bot
 * test, URL and campaign parsing, device, hash) waits for the write, done once per distinct
 * request of the batch (recorder.server.ts).
 */
export type Hit = {
  at: number;
  url: string;
  ip: string;
  userAgent: string;
  referer: string;
  optedOut: boolean;
  /** An HTML page (else a React Router `.data` request). */
  document: boolean;
  /** A lead sent, not a page seen (leadHitOf). */
  lead?: boolean;
};

/**
 * The quick half of the rules: a GET answered 200 (or 304: the browser revalidated its copy)
 * with an HTML page or `.data`, not a prefetch. Null when it cannot be a page view.
 */
export function hitOf(request: Request, answer: Answer, ip: string, now = Date.now()): Hit | null {
  if (request.method !== "GET" || (answer.status !== 200 && answer.status !== 304)) return null;
  const document = answer.contentType.startsWith("text/html");
  const url = request.url;
  if (!document && !isDataUrl(url)) return null;
  const headers = request.headers;
  if (isPrefetch(headers)) return null;
  return {
    at: now,
    url,
    ip,
    userAgent: headers.get("user-agent") ?? "",
    referer: headers.get("referer") ?? "",
    optedOut: headers.get("sec-gpc") === "1" || headers.get("dnt") === "1",
    document,
  };
}

function isDataUrl(url: string): boolean {
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)).endsWith(".data");
}

/** What makes two hits the same view: a batch classifies and hashes each distinct one once. */
export const hitIdentity = (hit: Hit) =>
  `${hit.url}\n${hit.referer}\n${hit.ip}\n${hit.userAgent}\n${hit.optedOut}\n${hit.document}\n${hit.lead === true}`;

/**
 * A lead's hit, taken when a form is posted (intake/submitter.server.ts) and written when the
 * lead was saved: the same visitor key as the sender's page views of the day, so the day's
 * figures can count converting visitors (record 097).
 */
export function leadHitOf(request: Request, ip: string, now = Date.now()): Hit {
  const headers = request.headers;
  return {
    at: now,
    url: request.url,
    ip,
    userAgent: headers.get("user-agent") ?? "",
    referer: "",
    optedOut: headers.get("sec-gpc") === "1" || headers.get("dnt") === "1",
    document: false,
    lead: true,
  };
}

/**
 * The page view a hit counts as, or null. Counted: an HTML page, or a `.data` request that
 * navigates to another page (its Referer is this site on another path; a revalidation asks for
 * the page it is on). Left out: bots, the staff area and people's own pages (record 072).
 * Staff sessions are left out by the caller, which knows the session.
 */
export function viewOfHit(hit: Hit): PageView | null {
  if (isbot(hit.userAgent)) return null;
  const url = new URL(hit.url);
  if (hit.lead) return leadOf(hit, url);
  const path = hit.document ? url.pathname : pagePathOfData(url.pathname);
  if (UNCOUNTED.test(path)) return null;
  const referrer = parseUrl(hit.referer);
  if (!hit.document) {
    if (!referrer || referrer.host !== url.host || referrer.pathname === path) return null;
  }
  return {
    at: new Date(hit.at),
    // A secret link's token is never stored: its page counts as its route (record 096).
    path: countablePath(path).slice(0, PATH_MAX),
    referrerHost: referrer && referrer.host !== url.host ? referrer.hostname : null,
    utmSource: field(url, "utm_source"),
    utmMedium: field(url, "utm_medium"),
    utmCampaign: field(url, "utm_campaign"),
    device: deviceOf(hit.userAgent),
    visitorInput: hit.optedOut ? null : `${url.host}\n${hit.ip}\n${hit.userAgent}`,
    leads: 0,
  };
}

/** A lead's event: no page seen and no source (its visit has them), only who sent it. */
function leadOf(hit: Hit, url: URL): PageView {
  return {
    at: new Date(hit.at),
    path: countablePath(url.pathname).slice(0, PATH_MAX),
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: deviceOf(hit.userAgent),
    visitorInput: hit.optedOut ? null : `${url.host}\n${hit.ip}\n${hit.userAgent}`,
    leads: 1,
  };
}

/** Both halves at once (tests, and anything that has one request to judge). */
export function pageViewOf(request: Request, answer: Answer, ip: string, now = new Date()) {
  const hit = hitOf(request, answer, ip, now.getTime());
  return hit ? viewOfHit(hit) : null;
}

/** Chromium and Safari say Sec-Purpose: prefetch; older Firefox says Purpose or X-Moz. */
function isPrefetch(headers: Headers): boolean {
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? headers.get("x-moz");
  return purpose?.includes("prefetch") ?? false;
}

/** `/about.data` asks for /about's data; `/_.data` for the home page's. */
export function pagePathOfData(pathname: string): string {
  if (pathname === "/_.data") return "/";
  return pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.slice(0, -5);
}

function parseUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function field(url: URL, name: string): string | null {
  const value = withoutControlChars(url.searchParams.get(name) ?? "")
    .replace(/[<>]/g, "")
    .trim();
  return value ? value.slice(0, FIELD_MAX) : null;
}

/** A device class from the User-Agent: enough to tell phone, tablet and desktop apart. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
