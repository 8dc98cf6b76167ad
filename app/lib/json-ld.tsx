/** Renders structured data for search engines. `<` is escaped so content cannot close the tag. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
