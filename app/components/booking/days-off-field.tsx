import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";

/**
 * Days off as a list of dates (record 118): pick one with the browser's date picker and add it,
 * remove any with its own button. The list is posted as one field, a date a line, as before.
 */
export function DaysOffField({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue: string[];
  error?: string;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [dates, setDates] = useState(() => [...new Set(defaultValue)].sort());
  const add = () => {
    const date = picker.current?.value ?? "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    setDates((current) => [...new Set([...current, date])].sort());
    if (picker.current) picker.current.value = "";
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-sm">Days off</legend>
      <input type="hidden" name={name} value={dates.join("\n")} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-slate-600 text-xs">
            Add a day off
          </label>
          <input
            id={id}
            ref={picker}
            type="date"
            onKeyDown={(event) => {
              // Enter adds the date rather than saving the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          />
        </div>
        <Button type="button" size="sm" variant="secondary" onClick={add}>
          Add day off
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
      {dates.length === 0 ? (
        <p className="text-slate-600 text-sm">No days off.</p>
      ) : (
        <ul aria-label="Your days off" className="flex flex-wrap gap-2">
          {dates.map((date) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <time dateTime={date}>{formatDate(date)}</time>
              <button
                type="button"
                onClick={() => setDates((current) => current.filter((d) => d !== date))}
                aria-label={`Remove ${formatDate(date)}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
