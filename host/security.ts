import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** The one third-party frame the site embeds: the map on /contact. */
export const MAP_ORIGIN = "https://www.openstreetmap.org";

/**
 * Security headers on every response (pages, assets, actions, downloads, errors): an enforced
 * CSP with a per-response nonce, HSTS in production, nosniff, a strict referrer policy, and a
 * Permissions-Policy that turns off what the site never uses. Cross-Origin-Opener-Policy goes to
 * signed-in browsers only (record 061).
 */
export function securityHeaders({ production, https }: { production: boolean; https: boolean }) {
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce}'`,
        ],
        styleSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce}'`,
        ],
        // Radix positions popovers and toasts with style attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The map on /contact, the staff record's résumé preview (record 071) and the draft
        // preview at two widths (record 073): each framed response allows it itself.
        frameSrc: [MAP_ORIGIN, "'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()",
    );
    const session = holdsSession(req.headers.cookie);
    if (session) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    csp(req, res, () => {
      if (session && framedPreview(req.url)) allowSameOriginFrame(res);
      next();
    });
  };
}

/**
 * A draft preview asked for by a signed-in browser (`?preview=`): the staff preview page shows
 * it in frames at phone and desktop widths, so this site alone may frame it (record 073).
 * Anonymous pages, and every other page, keep `frame-ancestors 'none'`.
 */
export const framedPreview = (url: string) => /[?&]preview=/.test(url);

function allowSameOriginFrame(res: Response) {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string")
    res.setHeader(
      "Content-Security-Policy",
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
}

/**
 * Whether the browser sends a session cookie (better-auth's `bd.session_token`, `__Host-`
 * prefixed in production), valid or not. Its pages may show what is private to someone, so they
 * keep other windows out with COOP; an anonymous visitor's pages are the same for everyone, and
 * COOP would make Chrome commit each first visit in a new renderer process (record 061).
 */
export function holdsSession(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)(?:__Host-)?bd\.session_token=/.test(cookie);
}

/** Adds the hashes of a cached page's inline scripts, whose nonce belongs to another response. */
export function allowScriptHashes(res: Response, hashes: string[]) {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string" || hashes.length === 0) return;
  const sources = hashes.map((hash) => `'${hash}'`).join(" ");
  res.setHeader(
    "Content-Security-Policy",
    policy.replace("script-src 'self'", `script-src 'self' ${sources}`),
  );
}

/** Every request gets an id, returned in X-Request-Id and written on its log lines. */
export function requestId(_req: Request, res: Response, next: NextFunction) {
  const id = randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SUPPORTED = new Set(["GET", "HEAD", "OPTIONS", ...STATE_CHANGING]);

/**
 * Answers 501 to methods the app has no use for (TRACE, PROPFIND, …) before anything else sees
 * them: the Fetch API cannot even represent some (TRACE), which made them a logged 500.
 */
export function supportedMethods(req: Request, res: Response, next: NextFunction) {
  if (SUPPORTED.has(req.method)) return next();
  res.status(501).type("text/plain").send("Not implemented.");
}

/**
 * The one-click unsubscribe (RFC 8058): mail providers POST it from their own servers, with no
 * Origin of ours. The signed token in its URL is what authorises it, and all it can do is stop
 * mail (record 079). The path is newsletterPaths.unsubscribe (app/lib/newsletter.ts): this file is
 * also loaded by plain Node, without the app's `~` imports; tests/e2e/newsletter.spec.ts posts to it.
 */
const oneClickUnsubscribe = (req: Request) =>
  req.method === "POST" && req.path === "/newsletter/unsubscribe" && "token" in req.query;

/**
 * Refuses state changes that come from another site: the Origin (or, failing that, the Referer)
 * must be this site. Browsers send Origin with every POST.
 */
export function sameOriginWrites(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method) || oneClickUnsubscribe(req)) return next();
    const source = req.get("origin") ?? originOf(req.get("referer"));
    const self = `${req.protocol}://${req.get("host")}`;
    if (source && (source === allowed || source === self)) return next();
    res.status(403).type("text/plain").send("Cross-site request refused.");
  };
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bodies larger than this are refused with 413; the careers page's action gets room for one
 * 4.5 MB résumé, as a plain post (/careers) or through its fetcher (/careers.data).
 */
export function bodyLimitFor(path: string): number {
  if (path === "/careers" || path === "/careers.data") return 5 * 1024 * 1024;
  // Editors' image uploads (record 046): up to 10 MB, with room for the form around it.
  if (path === "/admin/content/images" || path === "/admin/content/images.data")
    return 10 * 1024 * 1024 + 64 * 1024;
  return 256 * 1024;
}

/** Refuses a declared body over the limit before reading it; web-bridge enforces undeclared ones. */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > bodyLimitFor(req.path)) {
    res.status(413).type("text/plain").send("The request is too large.");
    return;
  }
  next();
}
