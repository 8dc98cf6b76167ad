import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";

/** The Applications list's filter by posting (`?job=`); other filters in the URL are kept. */
export function JobFilter({ jobs }: { jobs: { id: string; title: string }[] }) {
  const [params] = useSearchParams();
  const kept = [...params].filter(([name]) => name !== "job" && name !== "page");
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" aria-label="Filter by job">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="job-filter" className="block font-medium text-ink text-sm">
          Job
        </label>
        <select
          id="job-filter"
          name="job"
          defaultValue={params.get("job") ?? ""}
          key={params.get("job") ?? ""}
          className="mt-1.5 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">All jobs</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" variant="secondary">
        Filter
      </Button>
    </Form>
  );
}
