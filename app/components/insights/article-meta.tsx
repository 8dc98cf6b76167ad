/** An article's byline: who wrote it and when, the date machine-readable. */
export function ArticleByline({
  author,
  date,
  dateLabel,
  stacked = false,
}: {
  author: string;
  date: string;
  dateLabel: string;
  /** The date on a line of its own (a narrow card), instead of after the name. */
  stacked?: boolean;
}) {
  return (
    <p className="text-slate-600 text-sm">
      <span className="font-medium text-ink">{author}</span>
      {stacked ? (
        <br />
      ) : (
        <span aria-hidden="true" className="mx-2 text-slate-400">
          ·
        </span>
      )}
      <time dateTime={date}>{dateLabel}</time>
    </p>
  );
}

/** An article's tags, as small labels (not links: there is no page per tag). */
export function ArticleTags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-xs"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
