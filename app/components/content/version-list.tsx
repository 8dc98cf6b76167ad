import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/lib/dates";
import { IntentButton } from "./intent-button";

type Version = {
  id: string;
  number: number;
  slug: string;
  /** Null while the version waits for its schedule (docs/decisions/119). */
  publishedAt: string | null;
  publishedBy: string | null;
  /** The fields this publish changed from the one before; null for the first. */
  changed: string[] | null;
  /** Whether the draft holds exactly this version now. */
  isDraft: boolean;
};

const named = (labels: string[]) =>
  labels.length > 4
    ? `${labels.slice(0, 4).join(", ")} and ${labels.length - 4} more`
    : labels.join(", ");

/**
 * Every publish of the item, newest first: who, when, which fields it changed; compare it with
 * the draft, or restore it as the draft right here, with Publish beside (docs/decisions/073).
 */
export function VersionList({
  itemId,
  revision,
  versions,
}: {
  itemId: string;
  revision: number;
  versions: Version[];
}) {
  return (
    <Panel id="history" title="History" dense>
      {versions.length === 0 ? (
        <p className="text-slate-600 text-sm">Not published yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {versions.map((version) => (
            <li
              key={version.id}
              className="space-y-1 py-2"
              aria-label={`Version ${version.number}`}
            >
              <p>
                <span className="font-medium">Version {version.number}</span>{" "}
                <span className="text-slate-600">
                  {version.publishedAt
                    ? `${formatDateTime(version.publishedAt)} by ${version.publishedBy ?? "the initial site"}`
                    : `scheduled by ${version.publishedBy ?? "someone"}, not published yet`}
                </span>
              </p>
              <p className="break-words text-slate-700">
                {version.changed === null
                  ? "First version."
                  : version.changed.length
                    ? `Changed: ${named(version.changed)}.`
                    : "Published again, unchanged."}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/content/${itemId}/versions/${version.id}`}
                  className="inline-flex h-9 items-center font-medium text-brand-700 hover:underline"
                  aria-label={`Compare version ${version.number}`}
                >
                  Compare
                </Link>
                {version.isDraft ? (
                  <span className="text-slate-600 text-xs">The draft is this version.</span>
                ) : (
                  <IntentButton
                    intent="restore"
                    revision={revision}
                    extra={{ versionId: version.id }}
                    variant="ghost"
                    label={`Restore version ${version.number} as the draft`}
                  >
                    Restore
                  </IntentButton>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
