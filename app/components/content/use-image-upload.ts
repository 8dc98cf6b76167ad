import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import type { FormResult } from "~/lib/forms/result";

/**
 * Sends one image to /admin/content/images as soon as it is chosen (no second button), with
 * `replace` when it takes a library image's place (docs/decisions/073). `onUploaded` gets the
 * stored image's values (src, id, file name, alt …) so the caller can select it at once.
 */
export function useImageUpload(onUploaded?: (values: Record<string, string>) => void) {
  const fetcher = useFetcher<FormResult>();
  const [error, setError] = useState<string | undefined>();
  useResultToast(fetcher.data, (result) => {
    setError(result.ok ? undefined : (result.fieldErrors?.image ?? result.toast.title));
    if (result.ok && result.values) onUploaded?.(result.values);
  });
  return {
    error,
    busy: fetcher.state !== "idle",
    upload(file: File | undefined, replace?: string) {
      if (!file) return;
      const body = new FormData();
      body.set("image", file);
      if (replace) body.set("replace", replace);
      fetcher.submit(body, {
        method: "post",
        action: "/admin/content/images",
        encType: "multipart/form-data",
      });
    },
  };
}
