import { randomUUID } from "node:crypto";

/** Guard values for a server-rendered form, so it also works before or without scripts. */
export function newFormMeta() {
  return { formKey: randomUUID(), startedAt: String(Date.now()) };
}
