import { useId, useMemo, useState } from "react";

const SHOWN = 8;

const spoken = (zone: string) => zone.replace(/_/g, " ");

/**
 * A searchable time-zone field (record 118): type part of a zone ("berl", "new york") and pick
 * it from a short filtered list, with the arrow keys and Enter or by pointer. The input itself
 * carries the zone's name, so the form also works before scripts load; the server checks it.
 */
export function TimeZonePicker({
  name,
  label,
  zones,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  zones: string[];
  defaultValue: string;
  error?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const words = value
      .toLowerCase()
      .replace(/_/g, " ")
      .split(/[\s/]+/)
      .filter(Boolean);
    const all = zones.filter((zone) => {
      const name = spoken(zone).toLowerCase();
      return words.every((word) => name.includes(word));
    });
    return all.slice(0, SHOWN);
  }, [value, zones]);
  const choose = (zone: string) => {
    setValue(zone);
    setOpen(false);
  };
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && matches.length > 0 && !(matches.length === 1 && matches[0] === value);
  return (
    <div className="relative flex max-w-xs flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            if (!expanded) return setOpen(true);
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((i) => (i + step + matches.length) % matches.length);
          } else if (event.key === "Enter" && expanded) {
            event.preventDefault();
            const zone = matches[active];
            if (zone) choose(zone);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
      />
      <p id={`${id}-hint`} className={error ? "text-red-700 text-xs" : "text-slate-600 text-xs"}>
        {error ?? "Type a city or region, then choose from the list."}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Matching time zones"
        hidden={!expanded}
        className="absolute top-16 right-0 left-0 z-20 max-h-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {matches.map((zone, i) => (
          <div
            key={zone}
            id={optionId(i)}
            role="option"
            // Reached by the arrow keys from the input (aria-activedescendant), never by Tab.
            tabIndex={-1}
            aria-selected={i === active}
            // Chosen on pointer down, before the input's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              choose(zone);
            }}
            className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? "bg-brand-50 text-brand-900" : "text-ink"}`}
          >
            {spoken(zone)}
          </div>
        ))}
      </div>
    </div>
  );
}
