import { Bold, Heading2, Italic, Link2, List, type LucideIcon, Quote } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import { ArticleBody } from "~/components/insights/article-body";
import { Textarea } from "~/components/ui/field";
import { applyMarkdown, type MarkdownAction, markdownActions } from "~/lib/content/markdown-format";

/** The body as the site will show it, and what the server's sanitiser would drop from it. */
export type MarkdownPreview = { html: string; dropped: string[] };

/** Where the preview is rendered and sanitised (routes/admin/content-markdown.ts). */
export const markdownPreviewAction = "/admin/content/markdown";

/** A page with the editor does not reload its data for each preview: nothing changed. */
export function keepPageOnPreview({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === markdownPreviewAction ? false : defaultShouldRevalidate;
}

const tools: Record<MarkdownAction, { label: string; key?: string; Icon: LucideIcon }> = {
  bold: { label: "Bold", key: "b", Icon: Bold },
  italic: { label: "Italic", key: "i", Icon: Italic },
  link: { label: "Link", key: "k", Icon: Link2 },
  heading: { label: "Heading", Icon: Heading2 },
  list: { label: "Bulleted list", Icon: List },
  quote: { label: "Quote", Icon: Quote },
};

type Control = {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/**
 * A Markdown body with a formatting toolbar (one tab stop, arrow keys between its buttons, and
 * Ctrl/⌘ B, I, K in the text) and a live preview rendered by the server as the site will show
 * it, with a notice when HTML would be dropped (docs/decisions/119).
 */
export function MarkdownEditor({
  control,
  name,
  value,
  preview,
}: {
  control: Control;
  name: string;
  value: string;
  /** The saved body's preview, from the page's loader; none on a new item. */
  preview?: MarkdownPreview;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fetcher = useFetcher<MarkdownPreview>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = fetcher.data ?? preview;
  const refresh = (body: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => fetcher.submit({ body }, { method: "post", action: markdownPreviewAction }),
      300,
    );
  };
  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const edit = applyMarkdown(action, element.value, element.selectionStart, element.selectionEnd);
    element.value = edit.text;
    element.focus();
    element.setSelectionRange(edit.start, edit.end);
    refresh(edit.text);
  };
  const shortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = markdownActions.find((candidate) => tools[candidate].key === event.key);
    if (!action) return;
    event.preventDefault();
    apply(action);
  };
  const noticeId = `${control.id}-dropped`;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="min-w-0">
        <Toolbar controls={control.id} onAction={apply} />
        <Textarea
          {...control}
          ref={textarea}
          name={name}
          defaultValue={value}
          rows={18}
          onInput={(event) => refresh(event.currentTarget.value)}
          onKeyDown={shortcut}
          aria-describedby={
            [control["aria-describedby"], shown?.dropped.length ? noticeId : null]
              .filter(Boolean)
              .join(" ") || undefined
          }
          className="rounded-t-none font-mono text-sm"
        />
        <p id={noticeId} role="status" className="text-sm">
          {shown?.dropped.length ? (
            <span className="mt-2 block rounded-md bg-amber-50 p-2 text-amber-950 ring-1 ring-amber-300">
              HTML the site does not show will be removed: {shown.dropped.join(", ")}. Use Markdown
              for formatting.
            </span>
          ) : null}
        </p>
      </div>
      <section
        aria-label="Live preview"
        className="max-h-[34rem] min-w-0 overflow-y-auto rounded-md border border-slate-200 bg-white p-4"
      >
        <p className="mb-3 font-semibold text-slate-500 text-xs uppercase tracking-wide">
          Preview {fetcher.state !== "idle" && <span className="normal-case">(updating…)</span>}
        </p>
        {shown ? (
          <div className="text-base [&_div]:text-[1rem] [&_div]:leading-7">
            <ArticleBody html={shown.html} />
          </div>
        ) : (
          <p className="text-slate-600 text-sm">Start typing: the preview follows.</p>
        )}
      </section>
    </div>
  );
}

/** The formatting buttons: one tab stop, the arrow keys move between them (ARIA toolbar). */
function Toolbar({
  controls,
  onAction,
}: {
  controls: string;
  onAction: (action: MarkdownAction) => void;
}) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = markdownActions.length - 1;
    const next =
      event.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 rounded-t-md border border-slate-300 border-b-0 bg-slate-50 p-1"
    >
      {markdownActions.map((action, index) => {
        const { label, key, Icon } = tools[action];
        const hint = key ? `${label} (Ctrl+${key.toUpperCase()})` : label;
        return (
          <button
            key={action}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === active ? 0 : -1}
            aria-label={label}
            title={hint}
            onClick={() => {
              setActive(index);
              onAction(action);
            }}
            className="inline-flex size-9 items-center justify-center rounded text-slate-700 hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
