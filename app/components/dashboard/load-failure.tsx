import { useEffect } from "react";
import type { LoadFailure } from "~/lib/dashboard";
import { toast } from "~/lib/toast";

/** A list that could not be loaded: the spec's toast (§8), and the same words on the page. */
export function LoadFailureNotice({ failure }: { failure: LoadFailure }) {
  useEffect(() => {
    toast({ title: failure.title, description: failure.message, variant: "destructive" });
  }, [failure]);
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      {failure.title}: {failure.message}
    </p>
  );
}
