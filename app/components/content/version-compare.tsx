import { formatDateTime } from "~/lib/dates";
import { IntentButton } from "./intent-button";

type Field = { name: string; label: string; version: string; current: string };

/**
 * A version beside the current draft, one field at a time: changed fields first, each with the
 * version's words above the draft's on a phone and beside them from 768 px; unchanged fields
 * folded away. No squeezed columns (docs/decisions/073).
 */
export function VersionCompare({
  version,
  revision,
  fields,
}: {
  version: { number: number; publishedAt: string | null };
  revision: number;
  fields: Field[];
}) {
  const changed = fields.filter((field) => field.version !== field.current);
  const same = fields.filter((field) => field.version === field.current);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-xl">
          Version {version.number}{" "}
          <span className="font-normal text-base text-slate-600">
            {version.publishedAt
              ? `published ${formatDateTime(version.publishedAt)}`
              : "waiting for its schedule"}
          </span>
        </h2>
        <IntentButton intent="restore" revision={revision} variant="primary">
          Restore as draft
        </IntentButton>
      </div>
      <p className="text-slate-600 text-sm">
        {changed.length === 0
          ? "The current draft is the same as this version."
          : `${changed.length} ${changed.length === 1 ? "field differs" : "fields differ"} from the current draft. Restoring makes this version the draft and takes you to the item, where you can publish it.`}
      </p>
      {changed.length > 0 && (
        <ul aria-label="Changed fields" className="space-y-3">
          {changed.map((field) => (
            <li
              key={field.name}
              data-changed
              aria-label={field.label}
              className="rounded-lg border border-amber-200 bg-white p-3"
            >
              <h3 className="font-semibold text-sm">
                {field.label} <span className="font-normal text-amber-900 text-xs">Changed</span>
              </h3>
              <div className="mt-2 grid gap-2 md:grid-cols-2">
                <Words heading={`Version ${version.number}`} text={field.version} tone="old" />
                <Words heading="Current draft" text={field.current} tone="new" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {same.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-white p-3">
          <summary className="cursor-pointer font-medium text-sm">
            {same.length} unchanged {same.length === 1 ? "field" : "fields"}
          </summary>
          <dl className="mt-2 space-y-2 text-sm">
            {same.map((field) => (
              <div key={field.name}>
                <dt className="font-medium">{field.label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-700">
                  {field.version || "(blank)"}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  );
}

function Words({ heading, text, tone }: { heading: string; text: string; tone: "old" | "new" }) {
  return (
    <div className={tone === "old" ? "rounded-md bg-slate-50 p-2" : "rounded-md bg-amber-50 p-2"}>
      <p className="font-medium text-slate-600 text-xs uppercase tracking-wide">{heading}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm">{text || "(blank)"}</p>
    </div>
  );
}
