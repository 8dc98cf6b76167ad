import { describe, expect, test } from "vitest";
import { fieldNames } from "./fields";
import { jobSchema } from "./job";
import { quoteSchema } from "./quote";

describe("fieldNames", () => {
  test("gives back the schema's own field names", () => {
    const field = fieldNames(quoteSchema);
    expect(field("industry")).toBe("industry");
    expect(Object.keys(quoteSchema.shape)).toContain(field("timeline"));
  });

  test("a name the schema does not have does not compile (checked by the typecheck)", () => {
    const field = fieldNames(jobSchema);
    // @ts-expect-error: job postings have no "industry" field
    expect(field("industry")).toBe("industry");
  });
});
