import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import { leadKinds } from "~/lib/lead-kinds";
import type { AssignmentRule } from "~/lib/workspace";

type Staff = { id: string; email: string; name: string | null };
type List = AssignmentRule & { staff: Staff[] };

/** Automatic assignment, one form per list: off, or round robin among the chosen staff. */
export function AssignmentSettings({ lists }: { lists: List[] }) {
  return (
    <div className="max-w-4xl">
      <h2 className="font-bold text-2xl">Automatic assignment</h2>
      <p className="mt-1 text-slate-600 text-sm">
        New records of a list can go to its staff in turn. Staff who lose access are taken off.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {lists.map((list) => (
          <RuleForm key={list.kind} list={list} />
        ))}
      </div>
    </div>
  );
}

function RuleForm({ list }: { list: List }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const label = leadKinds[list.kind].label;
  const id = (name: string) => `${list.kind}-${name}`;
  return (
    <fetcher.Form method="post" className="rounded-xl border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="font-semibold">{label}</legend>
        <input type="hidden" name="kind" value={list.kind} />
        <label htmlFor={id("mode")} className="mt-3 block font-medium text-slate-600 text-sm">
          Mode for {label}
        </label>
        <select
          id={id("mode")}
          name="mode"
          defaultValue={list.mode}
          className="mt-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
        >
          <option value="off">Off</option>
          <option value="round_robin">Round robin</option>
        </select>
        <fieldset className="mt-3">
          <legend className="font-medium text-slate-600 text-sm">Staff in the round robin</legend>
          {list.staff.length === 0 && (
            <p className="text-slate-600 text-sm">No staff member works this list.</p>
          )}
          <ul className="mt-1 space-y-1">
            {list.staff.map((member) => (
              <li key={member.id}>
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={`staff:${member.id}`}
                    defaultChecked={list.staffIds.includes(member.id)}
                    className="size-4"
                  />
                  {member.name ? `${member.name} (${member.email})` : member.email}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </fieldset>
      <Button type="submit" size="sm" className="mt-4" disabled={fetcher.state !== "idle"}>
        Save {label}
      </Button>
    </fetcher.Form>
  );
}
