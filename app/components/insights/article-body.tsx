/**
 * An article's body: HTML the server rendered from Markdown and sanitised against an
 * allow-list (app/server/content/markdown.server.ts, record 081), styled like the site's text.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="max-w-none text-lg text-slate-700 leading-8 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800 [&_blockquote]:my-8 [&_blockquote]:border-brand-600 [&_blockquote]:border-l-4 [&_blockquote]:pl-5 [&_blockquote]:text-ink [&_blockquote]:text-xl [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_h2]:mt-12 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-ink [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink [&_li]:mt-2 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-50 [&_pre]:p-4 [&_strong]:text-ink [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server against an allow-list (record 081)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
