import type { MetaDescriptor } from "react-router";
import { pageTitle } from "~/content/site";
import type { Seo } from "~/content/types";
import type { PreviewMark } from "~/lib/content/preview";
import { contentMeta, type seo } from "~/lib/seo";
import { NotFoundBoundary } from "./error-page";

type MetaArgs = Parameters<typeof seo>[0]["matches"];

/**
 * The parts the five public detail routes (industry, product, use case, case study, article)
 * share, written once (record 120): the meta tags (the item's own SEO fields, else its title and
 * text; noindex on a preview) and the "not found" panel of an unknown slug. A route names its
 * item and its list; its loader is `contentDetail` and its component its own.
 */
export function detailPage({
  noun,
  list,
}: {
  noun: string;
  list: { path: string; label: string };
}) {
  const notFound = `${noun} Not Found`;

  function meta<Item extends { seo?: Seo }>(
    item: Item | undefined,
    args: { loaderData?: { preview: PreviewMark }; matches: MetaArgs; params: { slug?: string } },
    fallback: (item: Item) => { title: string; description: string; more?: MetaDescriptor[] },
  ): MetaDescriptor[] {
    if (!item) return [{ title: pageTitle(notFound) }];
    const { title, description, more } = fallback(item);
    return contentMeta(args, {
      title: item.seo?.title ?? title,
      description: item.seo?.description ?? description,
      path: `${list.path}/${args.params.slug}`,
      more,
    });
  }

  /** An unknown slug: its own "not found" panel (the loader throws a 404). */
  function ErrorBoundary({ error }: { error: unknown }) {
    return (
      <NotFoundBoundary
        error={error}
        title={notFound}
        message={`The ${noun.toLowerCase()} you are looking for does not exist or has moved.`}
        backTo={list.path}
        backLabel={`Back to ${list.label}`}
      />
    );
  }

  return { meta, ErrorBoundary };
}
