import { useId, useState } from "react";

/** Lines shown before a message is folded; longer ones get a "Show all" button. */
const FOLDED_LINES = 4;

/**
 * The full text of a message in a timeline, folded to its first lines when long (record 075).
 * The whole text is always in the page (search, screen readers, printing); the button, a real
 * button reachable by keyboard, unfolds it.
 */
export function MessageText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const lines = text.split("\n");
  const long = lines.length > FOLDED_LINES || text.length > 480;
  return (
    <div className="mt-1.5">
      {/* The padding sits outside the clamped text, or a fifth line would show half cut. */}
      <div className="rounded-md border-slate-300 border-l-2 bg-slate-50 px-3 py-2">
        <p
          id={id}
          className={`whitespace-pre-line break-words text-ink ${long && !open ? "line-clamp-4" : ""}`}
        >
          {text}
        </p>
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 font-medium text-brand-700 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? "Show less" : "Show all"}
        </button>
      )}
    </div>
  );
}
