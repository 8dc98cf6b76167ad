import { useId } from "react";
import { imageRules } from "~/lib/content/images";
import { useImageUpload } from "./use-image-upload";

/** A file input that uploads what is chosen at once; its error is tied to it. */
export function UploadInput({
  label,
  replace,
  onUploaded,
}: {
  label: string;
  replace?: string;
  onUploaded?: (values: Record<string, string>) => void;
}) {
  const id = useId();
  const { error, busy, upload } = useImageUpload(onUploaded);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={imageRules.accept}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => {
          upload(event.currentTarget.files?.[0], replace);
          event.currentTarget.value = "";
        }}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
      <p id={`${id}-hint`} className="text-slate-600 text-xs">
        {busy ? "Uploading…" : "PNG, JPEG or WebP, up to 10 MB and 25 megapixels."}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
