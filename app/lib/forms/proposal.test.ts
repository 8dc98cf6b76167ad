import { describe, expect, it } from "vitest";
import { acceptForm, parseRate, proposalForm } from "./proposal";
import { validateForm } from "./validate";

const base = {
  title: "Fiori rollout",
  currency: "USD",
  discount: "2.5",
  taxRate: "20",
  terms: "",
  validUntil: "2099-12-31",
};

describe("the proposal builder's form", () => {
  it("reads lines from the parallel lists, exactly, and drops rows left blank", () => {
    const result = validateForm(proposalForm, {
      ...base,
      lineProduct: ["sap-btp", "", ""],
      lineDescription: ["BTP setup", "Workshop", ""],
      lineQuantity: ["1", "3", "1"],
      linePrice: ["1,000.10", "0.07", ""],
      lineDiscount: ["0", "12.5", "0"],
    });
    expect(result.ok && result.data).toEqual({
      title: "Fiori rollout",
      currency: "USD",
      discountBp: 250,
      taxRateBp: 2_000,
      terms: "",
      validUntil: "2099-12-31",
      lines: [
        {
          productSlug: "sap-btp",
          description: "BTP setup",
          quantity: 1,
          unitPriceMinor: 100_010,
          discountBp: 0,
        },
        {
          productSlug: null,
          description: "Workshop",
          quantity: 3,
          unitPriceMinor: 7,
          discountBp: 1_250,
        },
      ],
    });
  });

  it("refuses a line's bad price, quantity or missing description, and no lines at all", () => {
    const refused = (line: Record<string, string>) =>
      validateForm(proposalForm, {
        ...base,
        lineProduct: [""],
        lineDescription: [line.description ?? "Work"],
        lineQuantity: [line.quantity ?? "1"],
        linePrice: [line.price ?? "10"],
        lineDiscount: ["0"],
      });
    expect(refused({ price: "1.001" })).toMatchObject({
      ok: false,
      fieldErrors: { lines: expect.stringContaining("USD") },
    });
    expect(refused({ price: "-5" })).toMatchObject({ ok: false });
    expect(refused({ quantity: "0" })).toMatchObject({
      ok: false,
      fieldErrors: { lines: expect.stringContaining("quantity") },
    });
    expect(refused({ quantity: "1.5" })).toMatchObject({ ok: false });
    expect(refused({ description: "", price: "5" })).toMatchObject({
      ok: false,
      fieldErrors: { lines: "Each line needs a description." },
    });
    expect(validateForm(proposalForm, { ...base })).toMatchObject({
      ok: false,
      fieldErrors: { lines: "Add at least one line." },
    });
    expect(
      validateForm(proposalForm, {
        ...base,
        currency: "XYZ",
        lineDescription: ["a"],
        linePrice: ["1"],
        lineQuantity: ["1"],
      }),
    ).toMatchObject({ ok: false, fieldErrors: { currency: "Choose a currency." } });
  });

  it("reads rates as basis points, 0 to 100 %, two decimals at most", () => {
    expect([
      parseRate("20"),
      parseRate("2.5"),
      parseRate("0.01"),
      parseRate(""),
      parseRate("100"),
    ]).toEqual([2_000, 250, 1, 0, 10_000]);
    expect([parseRate("100.01"), parseRate("1.234"), parseRate("-1"), parseRate("x")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("the client's acceptance", () => {
  it("needs a typed name and the ticked box", () => {
    expect(validateForm(acceptForm, { name: " Jane Roe ", agree: "on" })).toEqual({
      ok: true,
      data: { name: "Jane Roe", agree: "on" },
    });
    expect(validateForm(acceptForm, { name: "Jane Roe" })).toMatchObject({
      ok: false,
      toast: acceptForm.missing,
    });
    expect(validateForm(acceptForm, { name: "", agree: "on" })).toMatchObject({ ok: false });
  });
});
