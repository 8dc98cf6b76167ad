import { database } from "../db/index.server";
import { log } from "../log.server";

/**
 * Tells every instance's page cache that a public page changed (e.g. a job posting on
 * /careers), through the database, so no instance keeps serving the old page.
 */
const CHANNEL = "public_page_changed";

/**
 * Every public page at once: published content shows on its page, its listing, the home page,
 * the sitemap and their data requests, so a publish drops them all (and each instance's copy of
 * the live content, app/server/content/live.server.ts).
 */
export const EVERY_PAGE = "*";

/**
 * Calls `listener` with each changed path, and with EVERY_PAGE when the database's listener is
 * back after a drop: a publish announced meanwhile was missed, so every page counts as changed
 * (docs/decisions/067-listener-reconnect.md).
 */
export async function onPublicPageChanged(listener: (path: string) => void) {
  const db = database();
  const stopWatching = db.onListeningChange((up) => {
    if (up) listener(EVERY_PAGE);
  });
  try {
    await db.listen(CHANNEL, listener);
  } catch (err) {
    stopWatching();
    throw err;
  }
}

export function publicPageChanged(path: string) {
  database()
    .notify(CHANNEL, path)
    .catch((err) => log().error({ err, path }, "could not announce a changed page"));
}
