import { Pencil } from "lucide-react";
import { useLocation } from "react-router";

/**
 * For a signed-in editor or admin only (the root loader sends `links` to nobody else): a link
 * from the public page being read to the item that holds its words (docs/decisions/073).
 */
export function EditThisPage({ links }: { links: Record<string, string> }) {
  const { pathname } = useLocation();
  const href = links[pathname.replace(/(.)\/$/, "$1")];
  if (!href) return null;
  return (
    <nav aria-label="Editing" className="border-slate-200 border-b bg-slate-50">
      <p className="mx-auto flex max-w-7xl justify-end px-4 py-1 text-sm sm:px-6 lg:px-8">
        <a
          href={href}
          className="inline-flex min-h-6 items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit this page
        </a>
      </p>
    </nav>
  );
}
