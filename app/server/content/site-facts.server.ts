import { builtFacts, type SiteFacts } from "~/content/site";

let current: SiteFacts = builtFacts;

/**
 * The site facts of this process's live content (record 053), for mail and other server code
 * that names the firm: set when the live snapshot loads (at start and after each publish).
 */
export function siteFacts(): SiteFacts {
  return current;
}

export function keepSiteFacts(facts: SiteFacts) {
  current = facts;
}
