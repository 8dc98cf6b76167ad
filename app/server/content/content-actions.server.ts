import { redirect } from "react-router";
import { site } from "~/content/site";
import { contentFields, isDated } from "~/lib/content/fields";
import { contentForm } from "~/lib/content/form";
import { contentPath, contentTypeOf, isContentType } from "~/lib/content/types";
import { type FormResult, formDone, formRefused, problem } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { isRecordId } from "~/lib/ids";
import { zonedInstant } from "~/lib/zoned-time";
import { recordAudit } from "../audit/audit.server";
import type { SessionUser } from "../auth/session.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { redirectWithToast } from "../flash.server";
import { privateNoStore } from "../http/headers.server";
import { inContentTransaction } from "./announce.server";
import {
  type ContentAnswer,
  createItem,
  deleteItem,
  duplicateItem,
  gone,
  moveItem,
  saveDraft,
} from "./editing.server";
import { restoreVersion } from "./history.server";
import { findItem } from "./items.server";
import { droppedNotice } from "./markdown.server";
import { rememberAlt } from "./media.server";
import { shareToken } from "./preview.server";
import { publishNow, unpublish } from "./publishing.server";
import { cancelSchedule, schedulePublish } from "./schedule.server";

const revisionOf = (values: Record<string, string>) =>
  /^\d+$/.test(values.revision ?? "") ? Number(values.revision) : null;

const toItem = (id: string) => redirect(`/admin/content/${id}`, { headers: privateNoStore });

/** `YYYY-MM-DDTHH:MM[:SS]` on the office's clock → the instant, or null. */
export function scheduledInstant(value: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(value ?? "");
  if (!match) return null;
  const [, date = "", time = "", seconds = "0"] = match;
  return new Date(zonedInstant(date, time, site.timeZone).getTime() + Number(seconds) * 1000);
}

/** The new-item form's post: a draft, then on to its page. */
export async function createAction(
  type: string | undefined,
  values: Record<string, string>,
  viewer: SessionUser,
): Promise<FormResult | Response> {
  if (!isContentType(type)) return gone();
  const check = validateForm(contentForm(type), values);
  if (!check.ok) return refusedInput(check, values);
  return inContentTransaction(async (tx) => {
    const answer = await createItem(type, check.data, viewer.id, tx);
    if (!answer.ok || !answer.id) return answer;
    await rememberAlt(check.data.fields, tx);
    await recordAudit(tx, {
      action: "content-changed",
      actor: viewer,
      subject: { kind: "content", id: answer.id },
      detail: { intent: "create", type },
    });
    return toItem(answer.id);
  });
}

/** A saved answer that also says what the sanitiser removed (docs/decisions/119). */
const withNotice = (answer: ContentAnswer, notice: string | null): ContentAnswer =>
  answer.ok && notice ? { ...answer, toast: { ...answer.toast, description: notice } } : answer;

/** A change that went through: a redirect on to the item or its list, or an ok answer. */
const changed = (answer: FormResult | Response) =>
  answer instanceof Response ? answer.status >= 300 && answer.status < 400 : answer.ok;

/**
 * Every button of an item's page, by its `intent`; each change that went through is written to
 * the audit log with who made it (record 050), in the change's own transaction.
 */
export async function itemAction(
  id: string | undefined,
  values: Record<string, string>,
  viewer: SessionUser,
): Promise<ContentAnswer | Response> {
  return inContentTransaction(async (tx) => {
    const answer = await applyItemAction(tx, id, values, viewer);
    if (id && changed(answer))
      await recordAudit(tx, {
        action: "content-changed",
        actor: viewer,
        subject: { kind: "content", id },
        detail: { intent: values.intent ?? "" },
      });
    return answer;
  });
}

/**
 * Restore from the compare page: on to the item with the restored draft, where Publish is one
 * click away (docs/decisions/073).
 */
export async function restoreAction(
  id: string | undefined,
  versionId: string | undefined,
  values: Record<string, string>,
  viewer: SessionUser,
): Promise<ContentAnswer | Response> {
  const answer = await itemAction(
    id,
    { ...values, intent: "restore", versionId: versionId ?? "" },
    viewer,
  );
  if (answer instanceof Response || !answer.ok) return answer;
  return redirectWithToast(`/admin/content/${id}`, answer.toast, { headers: privateNoStore });
}

async function applyItemAction(
  tx: Db,
  id: string | undefined,
  values: Record<string, string>,
  viewer: SessionUser,
): Promise<ContentAnswer | Response> {
  if (!isRecordId(id)) return gone();
  const item = await findItem(tx, id);
  if (!item) return gone();
  const type = contentTypeOf(item.type);
  const revision = revisionOf(values);
  switch (values.intent) {
    case "save":
    case "save-publish": {
      const check = validateForm(contentForm(type), values);
      if (!check.ok) return refusedInput(check, values);
      const saved = await saveDraft(id, check.data, viewer.id, tx);
      if (!saved.ok) return saved;
      await rememberAlt(check.data.fields, tx);
      const answer =
        values.intent === "save"
          ? saved
          : await publishNow(id, revision === null ? null : revision + 1, viewer.id, tx);
      return withNotice(answer, droppedNotice(contentFields[type], check.data.fields));
    }
    case "publish":
      return publishNow(id, revision, viewer.id, tx);
    case "schedule": {
      const at = scheduledInstant(values.publishAt);
      if (!at)
        return formRefused(problem("Please check the form"), {
          fieldErrors: { publishAt: "Enter a date and time." },
        });
      return schedulePublish(id, revision, at, viewer.id, tx);
    }
    case "cancel-schedule":
      return cancelSchedule(id, tx);
    case "unpublish":
      return unpublish(id, tx);
    case "duplicate": {
      const copy = await duplicateItem(id, viewer.id, tx);
      return copy.ok && copy.id ? toItem(copy.id) : copy;
    }
    case "move-up":
    case "move-down":
      if (isDated(type))
        return {
          ok: false,
          status: 400,
          toast: { title: "Articles are listed by their date", variant: "destructive" },
        };
      return moveItem(id, values.intent === "move-up" ? "up" : "down", tx);
    case "delete": {
      const deleted = await deleteItem(id, tx);
      return deleted.ok
        ? redirect(`/admin/content?type=${type}`, { headers: privateNoStore })
        : deleted;
    }
    case "restore":
      return isRecordId(values.versionId)
        ? restoreVersion(id, values.versionId, revision, viewer.id, tx)
        : gone();
    case "share": {
      const { token, expiresAt } = shareToken(id);
      const path = contentPath(type, item.slug);
      return formDone(
        { title: "Share link ready", description: "It works for 7 days, without an account." },
        {
          values: {
            shareUrl: `${config().PUBLIC_URL}${path}?preview=${encodeURIComponent(token)}`,
            expiresAt: expiresAt.toISOString(),
          },
        },
      );
    }
    default:
      return formRefused(problem("Unknown action"));
  }
}
