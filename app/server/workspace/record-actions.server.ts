import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { followUpForm, noteForm, ownerForm, removeNoteForm } from "~/lib/forms/workspace";
import { isWorked } from "~/lib/lead-capabilities";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { ToastMessage } from "~/lib/toast";
import type { SessionUser } from "../auth/session.server";
import { sendInterviewLink } from "../booking/interviews.server";
import { setLeadStatus } from "../dashboard/staff-actions.server";
import { assignLeads } from "../leads/assignment.server";
import { setFollowUp } from "../leads/follow-ups.server";
import type { Done } from "../leads/lead-lock.server";
import { replyToLead } from "../replies/reply.server";
import { saveSnippet } from "../replies/snippets.server";
import { changeStatusAndEmail } from "../replies/status-email.server";
import { addNote, removeNote } from "./notes.server";

const answer = (done: Done, success: ToastMessage, failure: ToastMessage): FormResult =>
  done.ok
    ? { ok: true, status: 200, toast: success }
    : { ok: false, status: 400, toast: { ...failure, description: done.message } };

/**
 * The record page's forms, told apart by `intent`: status (the default, as the lists post it),
 * assign, note, remove-note, follow-up. The route has checked that the viewer works this list.
 */
export async function recordAction(
  kind: LeadKind,
  id: string,
  viewer: SessionUser,
  values: Record<string, string>,
  /** The client address of the request, for the audit rows of status and owner changes. */
  ip: string | null = null,
): Promise<FormResult> {
  switch (values.intent ?? "status") {
    case "status":
      // An application's change may carry its candidate e-mail (record 047).
      if (leadKinds[kind].candidate && values.sendEmail === "on")
        return changeStatusAndEmail(viewer, { ...values, id }, undefined, ip);
      return setLeadStatus(kind, viewer, { ...values, id }, ip);
    case "assign": {
      // Newsletter sign-ups are not worked: no owner, no follow-up (record 118).
      if (!isWorked(kind)) break;
      const input = validateForm(ownerForm, values);
      if (!input.ok) return refusedInput(input);
      const ownerId = input.data.ownerId || null;
      const result = await assignLeads(kind, [id], ownerId, viewer, undefined, ip);
      return answer(result, ownerForm.success, ownerForm.saveFailed);
    }
    case "note": {
      const input = validateForm(noteForm, values);
      if (!input.ok) return refusedInput(input);
      const done = await addNote(kind, id, input.data.body, viewer);
      return answer(done, noteForm.success, noteForm.saveFailed);
    }
    case "remove-note": {
      const input = validateForm(removeNoteForm, values);
      if (!input.ok) return refusedInput(input);
      const done = await removeNote(kind, id, input.data.noteId, viewer);
      return answer(done, removeNoteForm.success, removeNoteForm.saveFailed);
    }
    case "follow-up": {
      if (!isWorked(kind)) break;
      const input = validateForm(followUpForm, values);
      if (!input.ok) return refusedInput(input);
      const { date, time } = input.data;
      const done = await setFollowUp(kind, id, date ? { date, time: time || null } : null, viewer);
      const cleared = { title: "Follow-up cleared." };
      return answer(done, date ? followUpForm.success : cleared, followUpForm.saveFailed);
    }
    case "reply":
      return replyToLead(kind, id, viewer, values);
    case "save-snippet":
      return saveSnippet(viewer, values);
    case "interview-link":
      // Interviews are booked from applications only (record 077).
      if (!leadKinds[kind].candidate) break;
      return sendInterviewLink(viewer, id, undefined, ip, values);
    case "clear-follow-up": {
      if (!isWorked(kind)) break;
      const done = await setFollowUp(kind, id, null, viewer);
      return answer(done, { title: "Follow-up cleared." }, followUpForm.saveFailed);
    }
  }
  return {
    ok: false,
    status: 400,
    toast: { title: "Error", description: "Unknown action.", variant: "destructive" },
  };
}
