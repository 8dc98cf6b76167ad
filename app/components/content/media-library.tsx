import { Form, Link, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { type MediaImage, thumbnailOf } from "~/lib/content/images";
import type { FormResult } from "~/lib/forms/result";
import { MediaCaption } from "./media-thumb";
import { UploadInput } from "./upload-input";

/**
 * Every uploaded image (docs/decisions/073): thumbnail, file name, size, dimensions, where it
 * is used, its alt text; search, upload, replace in place, and delete once nothing uses it.
 */
export function MediaLibrary({ q, images }: { q: string; images: MediaImage[] }) {
  return (
    <section aria-labelledby="media-heading" className="space-y-3">
      <h2 id="media-heading" className="font-semibold text-xl">
        Media library
      </h2>
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-0.5 text-sm">
            <span className="font-medium">Search by file name or alt text</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              className="h-9 rounded-md border border-slate-300 px-2"
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            Search
          </Button>
        </Form>
        <UploadInput label="Upload a new image" />
      </div>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {images.length} {images.length === 1 ? "image" : "images"}
        {q && ` matching “${q}”`}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {images.map((image) => (
          <li key={image.id}>
            <MediaCard image={image} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MediaCard({ image }: { image: MediaImage }) {
  const alt = useFetcher<FormResult>();
  const remove = useFetcher<FormResult>();
  useResultToast(alt.data);
  useResultToast(remove.data);
  const altId = `alt-${image.id}`;
  return (
    <article
      aria-label={image.fileName}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <a
        href={image.src}
        target="_blank"
        rel="noopener"
        className="flex aspect-[3/2] items-center justify-center overflow-hidden rounded-md bg-slate-100"
      >
        <img
          src={thumbnailOf(image.src)}
          alt={image.alt ? `${image.alt} (opens the full image)` : `${image.fileName} (full image)`}
          loading="lazy"
          className="max-h-full max-w-full object-contain"
        />
      </a>
      <MediaCaption image={image} />
      <div className="text-sm">
        <p className="font-medium">Used by</p>
        {image.uses.length ? (
          <ul className="list-disc pl-5">
            {image.uses.map((use) => (
              <li key={use.id}>
                <Link to={`/admin/content/${use.id}`} className="text-brand-700 hover:underline">
                  {use.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Nothing yet.</p>
        )}
      </div>
      <alt.Form method="post" className="space-y-1">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={image.id} />
        <label htmlFor={altId} className="block font-medium text-sm">
          Alt text
        </label>
        <div className="flex gap-2">
          <input
            id={altId}
            name="alt"
            defaultValue={image.alt}
            maxLength={300}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={alt.state !== "idle"}>
            Save
          </Button>
        </div>
        <p className="text-slate-600 text-xs">Offered to every form that picks this image.</p>
      </alt.Form>
      <UploadInput label={`Replace ${image.fileName}`} replace={image.id} />
      <div className="mt-auto border-slate-100 border-t pt-2">
        {image.uses.length ? (
          <p className="text-slate-600 text-xs">In use, so it cannot be deleted.</p>
        ) : (
          <remove.Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={image.id} />
            <Button
              type="submit"
              size="sm"
              variant="dangerGhost"
              disabled={remove.state !== "idle"}
            >
              Delete {image.fileName}
            </Button>
          </remove.Form>
        )}
      </div>
    </article>
  );
}
