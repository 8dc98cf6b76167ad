import { formRefused } from "~/lib/forms/result";
import type { StaffArea } from "~/lib/lead-kinds";
import { changeTemplate, loadTemplateSettings } from "~/server/replies/template-settings.server";
import { staffRoute } from "./staff-route.server";

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
  const staff = staffRoute(area);
  return {
    loader: staff.loader(async (viewer, request) => {
      const settings = await loadTemplateSettings();
      return {
        role: viewer.role,
        templates: settings[templates],
        selected: new URL(request.url).searchParams.get("t"),
      };
    }),
    action: staff.formAction(async (values, viewer) => {
      if (!values.key?.startsWith(keyPrefix)) return formRefused({ title: "Unknown template." });
      return changeTemplate(viewer, values);
    }),
  };
}
