import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { forgetLiveSite } from "./live.server";
import { EVERY_PAGE, publicPageChanged } from "./public-content.server";

/** Set while a content change runs in its transaction: announcements wait for the commit. */
const held = new AsyncLocalStorage<{ changed: boolean }>();

function announce() {
  forgetLiveSite();
  publicPageChanged(EVERY_PAGE);
}

/**
 * After a change to what is live: this process forgets its copy at once, and every instance
 * (this one included) drops its cached pages and its copy through the database's NOTIFY.
 * Inside inContentTransaction this waits for the commit, so no instance reloads the old
 * content in between and keeps it.
 */
export function announceLiveChange() {
  const scope = held.getStore();
  if (scope) scope.changed = true;
  else announce();
}

/**
 * Runs a change to the content and what is written about it (its audit record, record 050) in
 * one transaction, so they commit together or not at all; a change to the live site is
 * announced once it is committed.
 */
export async function inContentTransaction<T>(
  change: (tx: Db) => Promise<T>,
  db: Db = defaultDb(),
): Promise<T> {
  const scope = { changed: false };
  const result = await held.run(scope, () => db.transaction((tx) => change(tx)));
  if (scope.changed) announce();
  return result;
}
