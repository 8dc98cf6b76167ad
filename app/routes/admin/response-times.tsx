import type { ReactNode } from "react";
import { formatHours } from "~/lib/durations";
import { type ResponseFigures, responseWindows } from "~/lib/response-times";
import { unlistedMeta } from "~/lib/seo";
import { loadResponseTimes } from "~/server/response-times/response-times.server";
import type { Route } from "./+types/response-times";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export const loader = staffRoute("leads").loader(() => loadResponseTimes());

export const meta = () => unlistedMeta("Response times");

const cell = "whitespace-nowrap px-3 py-1.5 text-left tabular-nums";

function Figures({ figures }: { figures: ResponseFigures | undefined }) {
  return (
    <>
      <td className={cell}>{formatHours(figures?.median)}</td>
      <td className={cell}>{formatHours(figures?.p90)}</td>
      <td className={cell}>{figures?.count ?? 0}</td>
    </>
  );
}

function Head({ first }: { first: string }) {
  return (
    <thead className="bg-slate-50 text-slate-600">
      <tr>
        <th scope="col" rowSpan={2} className={cell}>
          {first}
        </th>
        {responseWindows.map((weeks) => (
          <th key={weeks} scope="colgroup" colSpan={3} className={cell}>
            Last {weeks} weeks
          </th>
        ))}
      </tr>
      <tr>
        {responseWindows.flatMap((weeks) =>
          ["Median", "90th percentile", "Answered"].map((label) => (
            <th key={`${weeks}-${label}`} scope="col" className={cell}>
              {label}
            </th>
          )),
        )}
      </tr>
    </thead>
  );
}

/** A table of rows (lists or owners) with their figures for each window. */
function WindowsTable({
  caption,
  first,
  children,
}: {
  caption: string;
  first: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse rounded-xl border border-slate-200 bg-white text-sm">
        <caption className="mb-1 text-left font-semibold text-base text-ink">{caption}</caption>
        <Head first={first} />
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** One list's or owner's row: its name (the row's heading), then each window's figures. */
function WindowsRow({
  windows,
  children,
}: {
  windows: Record<number, ResponseFigures | undefined>;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={cell}>
        {children}
      </th>
      {responseWindows.map((weeks) => (
        <Figures key={weeks} figures={windows[weeks]} />
      ))}
    </tr>
  );
}

/** Time to first response, in business hours, per list and per owner (admin only). */
export default function ResponseTimes({ loaderData }: Route.ComponentProps) {
  const { perKind, owners, untouchedAfterHours } = loaderData;
  return (
    <div className="space-y-6 py-2">
      {/* The layout's h1 is the spec's "Admin Dashboard"; each staff page heads itself with an h2. */}
      <h2 className="font-bold text-ink text-lg">Response times</h2>
      <p className="text-slate-600 text-sm">
        Time from arrival to the first response, in business hours. Untouched: no response after{" "}
        {untouchedAfterHours} business hours.
      </p>
      <WindowsTable caption="By list" first="List">
        {perKind.map((row) => (
          <WindowsRow key={row.kind} windows={row.windows}>
            {row.label}
            {row.untouched > 0 && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
                {row.untouched} untouched
              </span>
            )}
          </WindowsRow>
        ))}
      </WindowsTable>
      <WindowsTable caption="By owner" first="Owner">
        {owners.length === 0 ? (
          <tr>
            <td colSpan={7} className={cell}>
              No answered leads yet.
            </td>
          </tr>
        ) : (
          owners.map((row) => (
            <WindowsRow key={row.owner} windows={row.windows}>
              {row.owner}
            </WindowsRow>
          ))
        )}
      </WindowsTable>
    </div>
  );
}
