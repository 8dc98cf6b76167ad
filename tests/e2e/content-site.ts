// The content specs' own site: two production instances on a scratch PostgreSQL database, so
// the drafts and publishes they make never show in the other specs' lists and counts, and a
// publish on one instance can be watched on the other (record 046: "on every instance at once").
import type { BrowserContext } from "@playwright/test";
import { site as siteSettings } from "../../app/content/site";
import { zonedParts } from "../../app/lib/zoned-time";
import { type Instance, startInstance, stopInstance } from "../ops/instances";
import { createSessionCookie, createUser, type TestUser } from "../support/accounts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases";
import { e2e } from "./env";
import { addSessionCookie, test } from "./support";

export type ContentSite = {
  a: Instance;
  b: Instance;
  databaseUrl: string;
  user(role: string, name?: string): Promise<TestUser>;
  signIn(context: BrowserContext, user: TestUser): Promise<void>;
  /** A new account with `role`, signed in on both instances in `context`. */
  signInAsNew(context: BrowserContext, role: string, name?: string): Promise<TestUser>;
  stop(): Promise<void>;
};

const secret = "content-e2e-secret-0123456789abcdefghijklmnopqrstu";

export async function startContentSite(): Promise<ContentSite> {
  const database: ScratchDatabase = await createPostgresDatabase({
    adminUrl: e2e.adminUrl,
    prefix: `e2e_content_${e2e.port}`,
  });
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: secret,
    DATA_DIR: `/tmp/${database.name}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    FORM_MIN_FILL_MS: "0",
  };
  // One first, so it applies the migrations (with the content seed) alone; then the other.
  const a = await startInstance(env);
  const b = await startInstance(env);
  const site: ContentSite = {
    a,
    b,
    databaseUrl: database.url,
    user: (role, name) => createUser(database.url, { role, name }),
    async signIn(context, user) {
      const cookie = await createSessionCookie(database.url, user, { secret });
      for (const instance of [a, b]) await addSessionCookie(context, cookie, instance.url);
    },
    async signInAsNew(context, role, name) {
      const user = await site.user(role, name);
      await site.signIn(context, user);
      return user;
    },
    async stop() {
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await database.drop();
    },
  };
  return site;
}

/**
 * A spec file's own content site, started before its tests and stopped after them (once per
 * project). Refused forms answer 400 (and stale saves 409), which the browser logs:
 * `consoleErrors` allows them. A file whose flows run on desktop only says where phones are
 * covered (`mobileSkipReason`); without one, its tests run at both widths.
 */
export function contentSiteForThisFile(options: {
  consoleErrors: RegExp;
  mobileSkipReason?: string;
}): ContentSite {
  const site = {} as ContentSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    Object.assign(site, await startContentSite());
  });
  test.afterAll(async () => {
    await site.stop?.();
  });
  test.use({ expectedConsoleErrors: [options.consoleErrors] });
  const { mobileSkipReason } = options;
  if (mobileSkipReason) test.skip(({ isMobile }) => isMobile, mobileSkipReason);
  return site;
}

/** `YYYY-MM-DDTHH:MM:SS` on the office's clock (the site's time zone), `seconds` from now. */
export function officeClock(secondsFromNow: number): string {
  const at = new Date(Date.now() + secondsFromNow * 1000);
  const { date, time } = zonedParts(at, siteSettings.timeZone);
  // Every offset of the office's zone is whole minutes, so its seconds are UTC's.
  return `${date}T${time}:${String(at.getUTCSeconds()).padStart(2, "0")}`;
}
