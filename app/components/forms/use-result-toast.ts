import { useEffect } from "react";
import type { FormResult } from "~/lib/forms/result";
import { toast } from "~/lib/toast";

/**
 * Shows a form action's toast once per answer, then hands the answer on (to reset a form on
 * success, say). Works for a fetcher's data and for a plain post's action data alike.
 */
export function useResultToast(
  result: FormResult | undefined,
  onResult?: (result: FormResult) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer
  useEffect(() => {
    if (!result) return;
    toast(result.toast);
    onResult?.(result);
  }, [result]);
}
