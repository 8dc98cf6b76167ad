import { isRecordId } from "../ids";
import { type LeadKind, leadKinds } from "../lead-kinds";
import type { FormDefinition } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

const failed = failure("Error updating status");

function statusSchema(kind: LeadKind) {
  const statuses: readonly string[] = leadKinds[kind].staffSets;
  return z.object({
    id: z.string().refine(isRecordId, "This record does not exist."),
    status: z
      .string({ error: "Choose a status." })
      .refine((status) => statuses.includes(status), "This is not a status staff can set here."),
  });
}

/** A record's status dropdown: any of its list's statuses, in any order (spec §4). */
export function statusForm(kind: LeadKind): FormDefinition<ReturnType<typeof statusSchema>> {
  return {
    schema: statusSchema(kind),
    required: ["id", "status"],
    missing: failed("Choose a status."),
    success: { title: "Status updated!" },
    saveFailed: failed(),
  };
}
