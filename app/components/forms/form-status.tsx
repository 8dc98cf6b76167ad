import { cn } from "~/lib/cn";
import type { FormResult } from "~/lib/forms/result";

/**
 * The answer to a plain (script-less) form post, rendered in the page. With scripts the same
 * answer appears as a toast instead.
 */
export function FormStatus({ result }: { result: Pick<FormResult, "ok" | "toast"> | undefined }) {
  if (!result) return null;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "rounded-md border p-4 text-sm",
        result.ok
          ? "border-teal-700 bg-teal-50 text-teal-900"
          : "border-red-700 bg-red-50 text-red-900",
      )}
    >
      <p className="font-semibold">{result.toast.title}</p>
      {result.toast.description && <p className="mt-1">{result.toast.description}</p>}
    </div>
  );
}
