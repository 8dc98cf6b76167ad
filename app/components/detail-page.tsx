import type { MetaDescriptor } from "react-router";
import { pageTitle } from "~/content/site";
import type { PageContent, Seo } from "~/content/types";
import type { PreviewMark } from "~/lib/content/preview";
import type { Related } from "~/lib/content/related";
import { type ContentType, publicNames } from "~/lib/content/types";
import { contentMeta, type seo } from "~/lib/seo";
import { NotFoundBoundary } from "./error-page";

type MetaArgs = Parameters<typeof seo>[0]["matches"];

/** What the route's loader answers: `contentDetail(request, type, slug, "item", …)`. */
type Loaded<Item> = { item: Item; preview: PreviewMark };

/**
 * The parts the five public detail routes (industry, product, use case, case study, article)
 * share, written once (record 120), from the content type and the item's fields: the meta tags
 * (the item's own SEO fields, else the fields named `title` and `description`; noindex on a
 * preview), the link back to the list, and the "not found" panel of an unknown slug. The type's
 * name and listing come from the content registry. A route's loader is `contentDetail` with the
 * key "item"; its component is its own.
 */
export function detailPage<
  Type extends ContentType,
  Title extends string,
  Text extends string,
  Published extends string = never,
>(
  type: Type,
  {
    title,
    description,
    published,
  }: {
    /** The item's fields for its title and description when its SEO fields leave them empty. */
    title: Title;
    description: Text;
    /** The item's date field, for an article's published-time tag. */
    published?: Published;
  },
) {
  const { noun, list, listing } = publicNames(type);
  const notFound = `${noun} Not Found`;
  const back = { to: listing, label: `All ${list.toLowerCase()}` };

  function meta<Item extends { seo?: Seo } & Record<Title | Text | Published, string>>(args: {
    loaderData?: Loaded<Item>;
    matches: MetaArgs;
    params: { slug?: string };
  }): MetaDescriptor[] {
    const item = args.loaderData?.item;
    if (!item) return [{ title: pageTitle(notFound) }];
    return contentMeta(args, {
      title: item.seo?.title ?? item[title],
      description: item.seo?.description ?? item[description],
      path: `${listing}/${args.params.slug}`,
      more: published ? [{ property: "article:published_time", content: item[published] }] : [],
    });
  }

  /** The props of `ContentDetail` (industries, products, use cases) for the loader's answer. */
  function detail<Item extends { pageContent: PageContent } & Record<Title, string>>(
    data: Loaded<Item> & { related: Related | null },
  ) {
    return {
      preview: data.preview,
      eyebrow: data.item[title],
      page: data.item.pageContent,
      back,
      related: data.related,
    };
  }

  /** An unknown slug: its own "not found" panel (the loader throws a 404). */
  function ErrorBoundary({ error }: { error: unknown }) {
    return (
      <NotFoundBoundary
        error={error}
        title={notFound}
        message={`The ${noun.toLowerCase()} you are looking for does not exist or has moved.`}
        backTo={listing}
        backLabel={`Back to ${list}`}
      />
    );
  }

  return { type, back, meta, detail, ErrorBoundary };
}
