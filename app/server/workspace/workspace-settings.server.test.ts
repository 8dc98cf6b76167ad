import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { changeWorkspaceSettings } from "../digest/digest-settings-action.server";
import { defaultSettings, loadWorkspaceSettings } from "./workspace-settings.server";

const form = {
  digestHour: "7",
  businessStartHour: "8",
  businessEndHour: "18",
  untouchedAfterHours: "6",
  day1: "on",
  day3: "on",
  day5: "on",
};

describe(`workspace settings (${engine})`, () => {
  databaseForThisFile();

  it("starts from the defaults and saves a valid form", async () => {
    expect(await loadWorkspaceSettings()).toEqual(defaultSettings);
    const result = await changeWorkspaceSettings(form);
    expect(result).toMatchObject({ ok: true, toast: { title: "Workspace settings saved." } });
    expect(await loadWorkspaceSettings()).toEqual({
      digestHour: 7,
      businessStartHour: 8,
      businessEndHour: 18,
      untouchedAfterHours: 6,
      businessDays: [1, 3, 5],
    });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const before = await loadWorkspaceSettings();
    const cases: [Record<string, string>, string, string][] = [
      [
        { ...form, businessEndHour: "8" },
        "businessEndHour",
        "Closing hour must be after the opening hour.",
      ],
      [{ ...form, digestHour: "24" }, "digestHour", "Digest hour must be between 0 and 23."],
      [
        { ...form, untouchedAfterHours: "0" },
        "untouchedAfterHours",
        "Untouched after must be between 1 and 200 hours.",
      ],
      [
        {
          digestHour: "7",
          businessStartHour: "8",
          businessEndHour: "18",
          untouchedAfterHours: "6",
        },
        "days",
        "Choose at least one business day.",
      ],
    ];
    for (const [values, field, message] of cases) {
      const result = await changeWorkspaceSettings(values);
      expect(result.ok).toBe(false);
      expect(result.fieldErrors?.[field]).toBe(message);
    }
    const missing = await changeWorkspaceSettings({ ...form, digestHour: "" });
    expect(missing.toast.title).toBe("Missing fields");
    expect(await loadWorkspaceSettings()).toEqual(before);
  });
});
