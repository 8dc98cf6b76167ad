import { useEffect } from "react";
import { useFetcher } from "react-router";
import { type ToastMessage, toast } from "~/lib/toast";

type Answer = { ok: boolean; toast: ToastMessage };

/**
 * A fetcher for dashboard changes: shows the answer's toast once it arrives. React Router then
 * reloads the tab's data, so the list on screen matches the database.
 */
export function useActionFetcher(onAnswer?: (answer: Answer) => void) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer
  useEffect(() => {
    if (!answer) return;
    toast(answer.toast);
    onAnswer?.(answer);
  }, [answer]);
  return fetcher;
}
