// The Markdown toolbar's edits (docs/decisions/119): pure, so they are tested without a browser.

export const markdownActions = ["bold", "italic", "link", "heading", "list", "quote"] as const;
export type MarkdownAction = (typeof markdownActions)[number];

/** The whole text after an edit, and what is selected in it. */
export type MarkdownEdit = { text: string; start: number; end: number };

const wraps: Record<"bold" | "italic", { mark: string; sample: string }> = {
  bold: { mark: "**", sample: "bold text" },
  italic: { mark: "*", sample: "italic text" },
};

const prefixes: Record<"heading" | "list" | "quote", string> = {
  heading: "## ",
  list: "- ",
  quote: "> ",
};

function wrap(text: string, start: number, end: number, mark: string, sample: string) {
  const chosen = text.slice(start, end) || sample;
  const inner = start + mark.length;
  return {
    text: `${text.slice(0, start)}${mark}${chosen}${mark}${text.slice(end)}`,
    start: inner,
    end: inner + chosen.length,
  };
}

function link(text: string, start: number, end: number): MarkdownEdit {
  const label = text.slice(start, end) || "link text";
  const before = `${text.slice(0, start)}[${label}](`;
  const address = "https://";
  return {
    text: `${before}${address})${text.slice(end)}`,
    start: before.length,
    end: before.length + address.length,
  };
}

/** Each selected line starts with the prefix; when every one already does, none does. */
function prefixLines(text: string, start: number, end: number, prefix: string): MarkdownEdit {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const next = text.indexOf("\n", Math.max(end - (end > start ? 1 : 0), start));
  const to = next === -1 ? text.length : next;
  const lines = text.slice(from, to).split("\n");
  const all = lines.every((line) => line.startsWith(prefix));
  const changed = lines
    .map((line) =>
      all ? line.slice(prefix.length) : line.startsWith(prefix) ? line : prefix + line,
    )
    .join("\n");
  return {
    text: `${text.slice(0, from)}${changed}${text.slice(to)}`,
    start: from,
    end: from + changed.length,
  };
}

export function applyMarkdown(
  action: MarkdownAction,
  text: string,
  start: number,
  end: number,
): MarkdownEdit {
  switch (action) {
    case "bold":
    case "italic":
      return wrap(text, start, end, wraps[action].mark, wraps[action].sample);
    case "link":
      return link(text, start, end);
    case "heading":
    case "list":
    case "quote":
      return prefixLines(text, start, end, prefixes[action]);
    default: {
      const unknown: never = action;
      throw new Error(`Unknown Markdown action ${unknown}`);
    }
  }
}
