import { isIP } from "node:net";
import { z } from "zod";

/** A switch: 0 or 1, read as a boolean. */
const onOff = (byDefault: "0" | "1") =>
  z
    .enum(["0", "1"], { message: "must be 0 or 1" })
    .default(byDefault)
    .transform((value) => value === "1");

/** A whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A mail domain; a refusal names `example` as one that would do. */
const mailDomain = (example: string) =>
  z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, `must be a mail domain such as ${example}`);

/**
 * Configuration, read from the environment once and validated at start.
 * Every variable is documented in `.env.example`.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: wholeNumber(1, 65535).default(3000),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      message: "must be an http(s) URL such as https://www.example.com",
    })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "must be a postgres:// URL (leave unset for the embedded database)",
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL (leave unset to write .eml files)")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Brazos Digital <no-reply@brazosdigital.com>"),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|true|\d+|[\w.:/, ]+)$/,
      "must be false, true, a hop count or a list of proxy addresses",
    )
    .default("false"),
  FORM_MIN_FILL_MS: wholeNumber(0, 60_000).default(2000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (try: openssl rand -base64 32)")
    .optional(),
  FORM_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10),
  /** Posts to the visitor's booking pages per address in 10 minutes (per link: half). */
  BOOKING_RATE_LIMIT: wholeNumber(1, 1_000_000).default(20),
  /**
   * Years a signed proposal (its PDF, the signer's name and address) is kept after acceptance,
   * an erasure request notwithstanding: the firm's legal duty to keep contracts (record 116).
   */
  SIGNED_PROPOSAL_RETENTION_YEARS: wholeNumber(0, 30).default(10),
  /** Failed sign-ins per account in 15 minutes (per address: ten times as many). */
  SIGN_IN_FAILURE_LIMIT: wholeNumber(1, 1_000_000).default(10),
  /**
   * The WebAuthn relying party of passkeys: PUBLIC_URL's host name unless set (then PUBLIC_URL's
   * host must be it or one of its subdomains).
   */
  PASSKEY_RP_ID: z
    .string()
    .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*$/, "must be a host name such as example.com")
    .refine((value) => !isIP(value), "must be a host name, not an address")
    .optional(),
  /**
   * Webhooks may go to loopback and private addresses only when this is 1 (tests and local
   * receivers); otherwise such URLs are refused when saved and at delivery.
   */
  WEBHOOK_ALLOW_PRIVATE: onOff("0"),
  /**
   * 1 lets staff calendar feeds be read from private and local addresses (tests, a calendar
   * server on the firm's own network); otherwise such feeds are refused, as webhooks are.
   */
  CALENDAR_FEED_ALLOW_PRIVATE: onOff("0"),
  /**
   * The domain of per-record reply addresses (reply+<token>@this). Unset: e-mails carry no
   * such Reply-To and nothing is received (record 075).
   */
  INBOUND_REPLY_DOMAIN: mailDomain("reply.example.com")
    .transform((value) => value.toLowerCase())
    .optional(),
  /** The inbound SMTP listener's port; unset, it is off. */
  INBOUND_SMTP_PORT: wholeNumber(1, 65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default("0.0.0.0"),
  /** The largest inbound message accepted, in bytes (SMTP SIZE, and checked again after IMAP). */
  INBOUND_MAX_BYTES: wholeNumber(65_536, 52_428_800).default(10_485_760),
  /** imap(s)://user:password@host[:port]/Mailbox to poll for replies; unset, no polling. */
  INBOUND_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\//, "must be an imap:// or imaps:// URL")
    .optional(),
  INBOUND_IMAP_INTERVAL_MS: wholeNumber(1000, 3_600_000).default(60_000),
  /** Answers filed on one record a day; more are refused (record 092). */
  INBOUND_RECORD_DAILY_MESSAGES: wholeNumber(1, 10_000).default(20),
  /** Answers from one sender address a day, over all records; more are refused (record 092). */
  INBOUND_SENDER_DAILY_MESSAGES: wholeNumber(1, 10_000).default(30),
  /** Attachment bytes kept a day per record and per sender; past it files are left out. */
  INBOUND_DAILY_ATTACHMENT_BYTES: wholeNumber(0, 1_073_741_824).default(20_971_520),
  /** Soft bounces after which newsletter mail to an address stops (record 112). */
  NEWSLETTER_SOFT_BOUNCE_LIMIT: wholeNumber(1, 100).default(3),
  /**
   * 0 turns off counting page views (record 072): nothing is recorded and the Analytics area
   * shows what was counted before. On by default.
   */
  PAGE_VIEWS: onOff("1"),
  /**
   * DKIM signing of every outgoing mail (record 103): the signing domain, the selector whose
   * TXT record is published, and the path of the PEM private key. All three or none.
   */
  DKIM_DOMAIN: mailDomain("example.com").optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, "must be a selector such as mail2026")
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  /** The bearer token that opens /metrics (record 104); unset, /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Scheduled backups go to this folder (record 104); unset, none are made by the server. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many scheduled backups are kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: wholeNumber(1, 1000).default(7),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 31)
    .default(24),
  HOUSEKEEPING_INTERVAL_MS: wholeNumber(1000, 86_400_000).default(300_000),
  // Read by host/start.sh (node's --max-old-space-size); checked against the running heap at start.
  HEAP_LIMIT_MB: z.coerce
    .number()
    .int("must be a whole number of megabytes")
    .min(64, "must be at least 64 (MB)")
    .max(65_536)
    .optional(),
});

/** PASSKEY_RP_ID must be PUBLIC_URL's host or a parent domain of it (WebAuthn's rule). */
const checked = schema.superRefine((value, ctx) => {
  for (const key of ["INBOUND_SMTP_PORT", "INBOUND_IMAP_URL"] as const)
    if (value[key] !== undefined && !value.INBOUND_REPLY_DOMAIN)
      ctx.addIssue({ code: "custom", path: [key], message: "needs INBOUND_REPLY_DOMAIN" });
  const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
  if (dkim.some((key) => value[key]))
    for (const key of dkim)
      if (!value[key])
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "DKIM needs all three DKIM_ variables",
        });
  const rpID = value.PASSKEY_RP_ID;
  if (!rpID) return;
  const host = new URL(value.PUBLIC_URL).hostname;
  if (host !== rpID && !host.endsWith(`.${rpID}`)) {
    ctx.addIssue({
      code: "custom",
      path: ["PASSKEY_RP_ID"],
      message: `must be PUBLIC_URL's host (${host}) or a parent domain of it`,
    });
  }
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = checked.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * Where passkeys work: WebAuthn needs a secure origin (https, or http on localhost) whose host is
 * a name, not an address. Null otherwise (e.g. a bench on http://127.0.0.1): passkeys are off.
 */
export function passkeyRelyingParty(
  cfg: Pick<Config, "PUBLIC_URL" | "PASSKEY_RP_ID"> = config(),
): { rpID: string; origin: string } | null {
  const url = new URL(cfg.PUBLIC_URL);
  const host = url.hostname;
  const secure = url.protocol === "https:" || host === "localhost";
  if (!secure || isIP(host.replace(/^\[|\]$/g, ""))) return null;
  return { rpID: cfg.PASSKEY_RP_ID ?? host, origin: url.origin };
}
