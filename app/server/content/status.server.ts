import type { ContentFields, ContentStatus } from "~/lib/content/types";

type StatusColumns = {
  slug: string;
  fields: ContentFields;
  publishedSlug: string | null;
  published: ContentFields | null;
  scheduledAt: Date | null;
};

/** Whether the draft differs from what is live (fields come from jsonb, so keys are ordered). */
export function draftDiffers(item: StatusColumns): boolean {
  return (
    item.slug !== item.publishedSlug ||
    JSON.stringify(item.fields) !== JSON.stringify(item.published)
  );
}

/** Where an item stands: scheduled wins, then never/no longer live, then edited since publishing. */
export function statusOf(item: StatusColumns): ContentStatus {
  if (item.scheduledAt) return "scheduled";
  if (!item.published) return "draft";
  return draftDiffers(item) ? "changed" : "published";
}
