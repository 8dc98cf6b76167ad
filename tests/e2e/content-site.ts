// The content specs' own site: two production instances on a scratch PostgreSQL database, so
// the drafts and publishes they make never show in the other specs' lists and counts, and a
// publish on one instance can be watched on the other (record 046: "on every instance at once").
import type { BrowserContext } from "@playwright/test";
import { type Instance, startInstance, stopInstance } from "../ops/instances";
import { createSessionCookie, createUser, type TestUser } from "../support/accounts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases";
import { e2e } from "./env";
import { test } from "./support";

export type ContentSite = {
  a: Instance;
  b: Instance;
  databaseUrl: string;
  user(role: string, name?: string): Promise<TestUser>;
  signIn(context: BrowserContext, user: TestUser): Promise<void>;
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
  return {
    a,
    b,
    databaseUrl: database.url,
    user: (role, name) => createUser(database.url, { role, name }),
    async signIn(context, user) {
      const cookie = await createSessionCookie(database.url, user, { secret });
      for (const instance of [a, b])
        await context.addCookies([
          {
            ...cookie,
            url: instance.url.replace(/^http:/, "https:"),
            secure: true,
            httpOnly: true,
            sameSite: "Lax",
          },
        ]);
    },
    async stop() {
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await database.drop();
    },
  };
}

/**
 * A spec file's own content site, started before its tests and stopped after them. The editing
 * flows run on desktop only (`mobileSkipReason` says where phones are covered); refused forms
 * answer 400 (and stale saves 409), which the browser logs: `consoleErrors` allows them.
 */
export function contentSiteForThisFile(options: {
  consoleErrors: RegExp;
  mobileSkipReason: string;
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
  test.skip(({ isMobile }) => isMobile, options.mobileSkipReason);
  return site;
}

/** `YYYY-MM-DDTHH:MM:SS` on the office's clock (America/Chicago), `seconds` from now. */
export function officeClock(secondsFromNow: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Chicago",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(Date.now() + secondsFromNow * 1000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
