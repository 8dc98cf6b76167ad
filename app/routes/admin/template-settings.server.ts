import { formRefused } from "~/lib/forms/result";
import type { StaffArea } from "~/lib/lead-kinds";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { changeTemplate, loadTemplateSettings } from "~/server/replies/template-settings.server";

/** One page of e-mail templates: who may open it, which templates it lists, and their keys. */
type TemplatePage = {
  area: StaffArea;
  templates: "autoReplies" | "statusEmails";
  /** Every key this page's templates have starts so; it changes no other template. */
  keyPrefix: string;
};

/**
 * The loader and action of a template settings page (auto-replies, candidate e-mails): the page's
 * templates with the one chosen (`?t=`), and a change to one of them.
 */
export function templateSettings({ area, templates, keyPrefix }: TemplatePage) {
  return {
    async loader({ request }: { request: Request }) {
      const viewer = await requireStaffFor(request, area);
      const settings = await loadTemplateSettings();
      return personal({
        role: viewer.role,
        templates: settings[templates],
        selected: new URL(request.url).searchParams.get("t"),
      });
    },
    async action({ request }: { request: Request }) {
      const viewer = await requireStaffFor(request, area);
      const values = (await readTextForm(request)) ?? {};
      if (!values.key?.startsWith(keyPrefix))
        return formAnswer(formRefused({ title: "Unknown template." }));
      return formAnswer(await changeTemplate(viewer, values));
    },
  };
}
