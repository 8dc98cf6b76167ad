import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import type { FieldErrors, FormResult } from "~/lib/forms/result";

/**
 * A form that posts through a fetcher: each answer's toast shows, and the errors it names per
 * field stay until the next answer (a check in the browser may set them too). `onResult` hears
 * every answer after that.
 */
export function useFetcherForm(onResult?: (result: FormResult) => void) {
  const fetcher = useFetcher<FormResult>();
  const [errors, setErrors] = useState<FieldErrors>({});
  useResultToast(fetcher.data, (result) => {
    setErrors(result.fieldErrors ?? {});
    onResult?.(result);
  });
  return { fetcher, errors, setErrors };
}
