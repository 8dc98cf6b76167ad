import { useEffect } from "react";
import { type ToastMessage, toast } from "~/lib/toast";

/** Shows the toast an action answered with, once per answer. */
export function useActionToast(result: { toast: ToastMessage } | undefined) {
  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result]);
}
