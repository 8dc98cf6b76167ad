import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogButton } from "~/components/ui/dialog-button";
import type { FieldSpec } from "~/lib/content/field-specs";
import type { MediaImage } from "~/lib/content/images";
import { illustrationName, MediaCaption, Thumb } from "./media-thumb";
import { UploadInput } from "./upload-input";

type Picked = Pick<MediaImage, "src" | "fileName" | "size" | "width" | "height" | "alt">;

/** An upload's values (useImageUpload) as a library entry. */
const fromUpload = (values: Record<string, string>): Picked => ({
  src: values.src ?? "",
  fileName: values.fileName ?? "image",
  alt: values.alt ?? "",
  size: Number(values.size ?? 0),
  width: Number(values.width ?? 0),
  height: Number(values.height ?? 0),
});

/**
 * An image field (docs/decisions/073): what is chosen, shown as a thumbnail with its name; an
 * upload in place, selected as soon as it is stored; and the media library as a grid of
 * thumbnails in a dialog. The value travels in a hidden input of the item's form.
 */
export function ImagePicker({
  spec,
  value,
  error,
  media,
  illustrations,
  onPick,
}: {
  spec: FieldSpec;
  value: string;
  error?: string;
  media: MediaImage[];
  illustrations: string[];
  /** Told of every change, for what shows the chosen image elsewhere (the focal point). */
  onPick?: (src: string) => void;
}) {
  const [src, setChosen] = useState(value);
  const setSrc = (next: string) => {
    setChosen(next);
    onPick?.(next);
  };
  const [fresh, setFresh] = useState<Picked[]>([]);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const library = [...fresh.filter((f) => !media.some((m) => m.src === f.src)), ...media];
  const chosen = library.find((image) => image.src === src);
  const id = `content-${spec.name}`;
  const choose = (image: Picked | string) => {
    const next = typeof image === "string" ? image : image.src;
    setSrc(next);
    setOpen(false);
    // The library keeps alt text with the image: an empty alt field takes it.
    const alt = input.current?.form?.elements.namedItem("imageAlt");
    if (typeof image !== "string" && image.alt && alt instanceof HTMLInputElement && !alt.value)
      alt.value = image.alt;
  };
  const uploaded = (values: Record<string, string>) => {
    const image = fromUpload(values);
    setFresh((list) => [image, ...list]);
    choose(image);
  };
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-ink text-sm">
        {spec.label}
        {!spec.required && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </legend>
      <input ref={input} type="hidden" name={spec.name} value={src} />
      <div className="flex items-start gap-3 rounded-md border border-slate-200 p-2">
        <span className="w-20 shrink-0">
          {src ? (
            <Thumb src={src} />
          ) : (
            <span className="block aspect-square rounded-md bg-slate-100" />
          )}
        </span>
        <p className="min-w-0 flex-1 py-1 text-sm" aria-live="polite">
          {chosen ? (
            <MediaCaption image={chosen} />
          ) : src ? (
            <span className="break-words">{illustrationName(src)}</span>
          ) : (
            <span className="text-slate-600">No image chosen.</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DialogButton
          label="Choose from the library…"
          variant="secondary"
          describedBy={error ? `${id}-error` : undefined}
          open={open}
          onOpenChange={setOpen}
          wide
          title={`Choose ${spec.label.toLowerCase()}`}
          description="Pick an image by its thumbnail, or upload a new one: it is chosen as soon as it is stored."
        >
          <PickerGrid
            library={library}
            illustrations={illustrations}
            current={src}
            onChoose={choose}
            onUploaded={uploaded}
          />
        </DialogButton>
        {!spec.required && src && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setSrc("")}>
            Remove
          </Button>
        )}
      </div>
      <UploadInput label={`Upload a new ${spec.label.toLowerCase()}`} onUploaded={uploaded} />
      {spec.hint && <p className="text-slate-600 text-xs">{spec.hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PickerGrid({
  library,
  illustrations,
  current,
  onChoose,
  onUploaded,
}: {
  library: Picked[];
  illustrations: string[];
  current: string;
  onChoose: (image: Picked | string) => void;
  onUploaded: (values: Record<string, string>) => void;
}) {
  const [q, setQ] = useState("");
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const match = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const images = library.filter((image) => match(`${image.fileName} ${image.alt}`));
  const drawings = illustrations.filter((src) => match(illustrationName(src)));
  const tile =
    "flex w-full flex-col gap-1.5 rounded-lg border p-1.5 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:ring-2 aria-pressed:ring-brand-600";
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="font-medium">Search images</span>
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            className="mt-1 block h-9 w-full rounded-md border border-slate-300 px-2"
          />
        </label>
        <UploadInput label="Upload a new image" onUploaded={onUploaded} />
      </div>
      <section aria-label="Uploaded images">
        <h3 className="mb-2 font-semibold text-sm">Uploaded images</h3>
        {images.length === 0 ? (
          <p className="text-slate-600 text-sm">
            {library.length ? "No image matches the search." : "No images yet: upload one above."}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {images.map((image) => (
              <li key={image.src}>
                <button
                  type="button"
                  className={tile}
                  aria-pressed={image.src === current}
                  onClick={() => onChoose(image)}
                >
                  <Thumb src={image.src} />
                  <MediaCaption image={image} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {drawings.length > 0 && (
        <section aria-label="Illustrations">
          <h3 className="mb-2 font-semibold text-sm">Illustrations</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {drawings.map((src) => (
              <li key={src}>
                <button
                  type="button"
                  className={tile}
                  aria-pressed={src === current}
                  onClick={() => onChoose(src)}
                >
                  <Thumb src={src} />
                  <span className="break-words text-sm">{illustrationName(src)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
