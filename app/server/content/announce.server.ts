import { EVERY_PAGE, publicPageChanged } from "../public-content.server";
import { forgetLiveSite } from "./live.server";

/**
 * After a change to what is live: this process forgets its copy at once, and every instance
 * (this one included) drops its cached pages and its copy through the database's NOTIFY.
 */
export function announceLiveChange() {
  forgetLiveSite();
  publicPageChanged(EVERY_PAGE);
}
