import { useRouteLoaderData } from "react-router";
import { builtFacts, type SiteFacts } from "~/content/site";

/**
 * The site facts editors change, as the root loader sent them with this page (record 053): the
 * server rendered the page from the same data, so hydration matches.
 */
export function useSiteFacts(): SiteFacts {
  const root = useRouteLoaderData("root") as { facts?: SiteFacts } | undefined;
  return root?.facts ?? builtFacts;
}
