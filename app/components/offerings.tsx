import { CircleCheck } from "lucide-react";

/** A checklist of key offerings or outcomes. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
