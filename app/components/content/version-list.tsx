import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";

type Version = {
  id: string;
  number: number;
  slug: string;
  publishedAt: string;
  publishedBy: string | null;
};

/** Every publish of the item, newest first, each with a link to compare it with the draft. */
export function VersionList({ itemId, versions }: { itemId: string; versions: Version[] }) {
  return (
    <section
      aria-labelledby="history"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="history" className="font-semibold">
        History
      </h3>
      {versions.length === 0 ? (
        <p className="text-slate-600 text-sm">Not published yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {versions.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-1.5"
            >
              <span>
                <span className="font-medium">Version {version.number}</span>{" "}
                <span className="text-slate-600">
                  {formatDateTime(version.publishedAt)} by{" "}
                  {version.publishedBy ?? "the initial site"}
                </span>
              </span>
              <Link
                to={`/admin/content/${itemId}/versions/${version.id}`}
                className="inline-block min-h-6 font-medium text-brand-700 hover:underline"
                aria-label={`Compare version ${version.number}`}
              >
                Compare
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
