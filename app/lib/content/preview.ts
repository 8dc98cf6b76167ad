/** What a public content page's loader says about itself: whether it shows a draft. */
export type PreviewMark = { shared: boolean } | null;

/** The `meta` entry that keeps a preview out of search engines. */
export const noindexMeta = (preview: PreviewMark | undefined) =>
  preview ? [{ name: "robots", content: "noindex" }] : [];
