import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Panel } from "~/components/ui/panel";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";
import { leadKinds } from "~/lib/lead-kinds";
import type { lookUpPerson } from "~/server/privacy/requests.server";

/** What the privacy loader says about one address (lookUpPerson). */
export type PersonLookup = NonNullable<Awaited<ReturnType<typeof lookUpPerson>>>;

const input = "h-8 rounded-md border border-slate-300 bg-white px-2 text-sm";

/** Search by e-mail address; the answer lists what is tied to it. */
export function PersonSearch({ q, invalid }: { q: string; invalid: boolean }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find a person's data"
      className="flex flex-wrap items-end gap-2"
    >
      <label className="grid gap-0.5 text-slate-600 text-xs">
        E-mail address
        <input
          type="email"
          name="email"
          defaultValue={q}
          required
          aria-invalid={invalid || undefined}
          className={`${input} w-72`}
        />
      </label>
      <button type="submit" className={buttonStyles({ size: "sm" })}>
        Find
      </button>
      {invalid && <p className="w-full text-red-700 text-sm">Enter a valid e-mail address.</p>}
    </Form>
  );
}

/** What is held for the address, with its export and its erasure (confirmed by typing it). */
export function PersonResult({ person }: { person: PersonLookup }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const [typed, setTyped] = useState("");
  if (!person.found) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        No account or submission is tied to {person.email}.
      </p>
    );
  }
  return (
    <Panel id="person-heading" title={`Data tied to ${person.email}`}>
      {person.account && (
        <p className="text-sm">
          Account: {person.account.name} ({person.account.role}), since{" "}
          {formatDate(person.account.createdAt)}
        </p>
      )}
      <ul className="divide-y divide-slate-200 text-sm">
        {person.records.map((record) => (
          <li key={record.id} className="flex flex-wrap gap-x-3 py-1.5">
            <span className="font-medium">{leadKinds[record.kind].label}</span>
            <span>{record.status}</span>
            <time dateTime={record.createdAt} className="text-slate-600">
              {formatDateTime(record.createdAt)}
            </time>
            {record.resume && <span className="text-slate-600">résumé {record.resume}</span>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/admin/privacy/export?email=${encodeURIComponent(person.email)}`}
          className={buttonStyles({ size: "sm", variant: "secondary" })}
          download
        >
          Export as ZIP
        </a>
        <ConfirmDialog
          onOpenChange={() => setTyped("")}
          trigger={{
            className: buttonStyles({ size: "sm", variant: "danger" }),
            children: "Erase…",
          }}
          title={`Erase ${person.email}?`}
          description={`This removes ${person.summary}. Records stay in the counts, without name, e-mail or message. It cannot be undone.`}
          action="Erase"
          actionDisabled={typed.trim().toLowerCase() !== person.email}
          onConfirm={() =>
            fetcher.submit(
              { intent: "erase", email: person.email, confirm: typed },
              { method: "post" },
            )
          }
        >
          <label className="mt-4 grid gap-1 text-sm">
            Type the address to confirm
            <input
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              className={input}
              autoComplete="off"
            />
          </label>
        </ConfirmDialog>
      </div>
    </Panel>
  );
}
