import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { imageRules } from "~/lib/content/images";
import type { FormResult } from "~/lib/forms/result";

/** Uploads a PNG, JPEG or WebP (up to 10 MB); it then appears in every Image list. */
export function ImageUpload() {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | undefined>();
  useResultToast(fetcher.data, (result) => {
    setError(result.fieldErrors?.image);
    if (result.ok) form.current?.reset();
  });
  const uploaded = fetcher.data?.ok ? fetcher.data.values?.src : undefined;
  return (
    <section
      aria-labelledby="upload"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="upload" className="font-semibold">
        Upload an image
      </h3>
      <fetcher.Form
        ref={form}
        method="post"
        action="/admin/content/images"
        encType="multipart/form-data"
        className="space-y-2"
      >
        <label htmlFor="image-file" className="block text-slate-600 text-sm">
          PNG, JPEG or WebP, up to 10 MB
        </label>
        <input
          id="image-file"
          type="file"
          name="image"
          accept={imageRules.accept}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "image-file-error" : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
        {error && (
          <p id="image-file-error" className="text-red-700 text-sm">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
          Upload
        </Button>
      </fetcher.Form>
      {uploaded && (
        <p className="text-slate-600 text-xs">
          Added to the Image list as <span className="break-all font-mono">{uploaded}</span>.
        </p>
      )}
    </section>
  );
}
