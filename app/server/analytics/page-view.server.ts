import { isbot } from "isbot";
import { withoutControlChars } from "~/lib/forms/fields";

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
};

export type Device = "desktop" | "mobile" | "tablet";

/** What the host answered: the status and type of the response it sent. */
export type Answer = { status: number; contentType: string };

/** Pages of people's own data and of the staff: never counted, whoever asks. */
const UNCOUNTED = /^\/(admin|account|api|media|post-login|logout|reset-password)(\/|$)/;
const FIELD_MAX = 100;
const PATH_MAX = 200;

/**
 * The page view a request counts as, or null. Counted: a GET answered 200 with an HTML page,
 * or a React Router `.data` request that navigates to another page (its Referer is this site
 * on another path; a revalidation asks for the page it is on). Left out: bots, prefetches,
 * everything else (record 072). Staff are left out by the caller, which knows the session.
 */
export function pageViewOf(request: Request, answer: Answer, ip: string, now = new Date()) {
  // 304: the browser revalidated its copy of the page (anonymous pages carry an ETag).
  if (request.method !== "GET" || (answer.status !== 200 && answer.status !== 304)) return null;
  const headers = request.headers;
  if (isPrefetch(headers)) return null;
  const userAgent = headers.get("user-agent") ?? "";
  if (isbot(userAgent)) return null;
  const url = new URL(request.url);
  const navigation = url.pathname.endsWith(".data");
  const path = navigation ? pagePathOfData(url.pathname) : url.pathname;
  if (UNCOUNTED.test(path)) return null;
  const referrer = parseUrl(headers.get("referer"));
  if (navigation) {
    if (!referrer || referrer.host !== url.host || referrer.pathname === path) return null;
  } else if (!answer.contentType.startsWith("text/html")) {
    return null;
  }
  const optedOut = headers.get("sec-gpc") === "1" || headers.get("dnt") === "1";
  const view: PageView = {
    at: now,
    path: path.slice(0, PATH_MAX),
    referrerHost: referrer && referrer.host !== url.host ? referrer.hostname : null,
    utmSource: field(url, "utm_source"),
    utmMedium: field(url, "utm_medium"),
    utmCampaign: field(url, "utm_campaign"),
    device: deviceOf(userAgent),
    visitorInput: optedOut ? null : `${url.host}\n${ip}\n${userAgent}`,
  };
  return view;
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
