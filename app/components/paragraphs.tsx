/**
 * Editors' plain text as paragraphs: a blank line starts a new one. React escapes the text, so
 * nothing typed becomes markup (record 046: no raw HTML reaches a page).
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
