import { expect, expectAccessible, signInAsNew, test, toast } from "./support";

// Partnership inquiries (record 106), a kind added through the registry alone (record 105):
// "Become a partner" on /about, and the admins' list beside contact messages.

test("a partnership inquiry from /about reaches the admins' list beside contact messages", async ({
  page,
  context,
}, testInfo) => {
  const address = `partner-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/about");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Inquiry" }) });
  await expect(page.getByRole("heading", { name: "Become a partner" })).toBeVisible();
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(toast(page)).toContainText("Missing details");
  await form.getByLabel("Name", { exact: true }).fill("Paula Partner");
  await form.getByLabel("Email", { exact: true }).fill(address);
  await form.getByLabel(/^Company/).fill("Lone Star Resellers");
  await form.locator("#partner-website").fill("https://lonestar.example");
  await form.getByLabel("Kind of partnership").selectOption("Technology");
  await form.getByLabel("Message", { exact: true }).fill("We build SCADA connectors.");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(toast(page)).toContainText("Inquiry Sent!");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
  await expectAccessible(page);

  await signInAsNew(context, { role: "admin" });
  await page.goto("/admin/contact-messages");
  const sections = page.getByRole("navigation", { name: "Contact Messages sections" });
  await sections.getByRole("link", { name: "Partnership Inquiries" }).click();
  await expect(page).toHaveURL(/\/admin\/partnerships$/);
  await page.goto(`/admin/partnerships?q=${encodeURIComponent(address)}`);
  const table = page.getByRole("table", { name: "Partnership Inquiries", exact: true });
  await expect(table).toContainText("Lone Star Resellers · Technology");
  await expect(page.getByLabel("Status of Paula Partner's record")).toHaveValue("New");
  await expectAccessible(page);
  // Its record page shows what was sent under the registry's labels.
  await table.getByRole("link", { name: "Paula Partner" }).click();
  await expect(page.getByText("Kind of partnership", { exact: true })).toBeVisible();
  await expect(page.getByText("https://lonestar.example", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  // The spec's dashboard tabs stay as they are: the list sits under Contact Messages.
  await expect(
    page.getByRole("navigation", { name: "Contact Messages sections" }).getByRole("link"),
  ).toHaveText(["Contact Messages", "Newsletter Subscriptions", "Partnership Inquiries"]);
});
