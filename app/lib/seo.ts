import type { MetaDescriptor } from "react-router";
import { pageTitle, site } from "~/content/site";

type RootData = { origin: string } | undefined;
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The public origin, from the root loader, for absolute URLs in meta tags. */
export function originFrom(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as RootData)?.origin ?? "";
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function seo({
  title,
  description,
  path,
  matches,
  image = "/og-image.png",
}: {
  title: string;
  description: string;
  path: string;
  matches: Matches;
  image?: string;
}): MetaDescriptor[] {
  const origin = originFrom(matches);
  const url = `${origin}${path}`;
  const fullTitle = pageTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
