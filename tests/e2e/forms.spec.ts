import { quoteIndustries } from "../../app/lib/forms/quote";
import { contactForm, fillContactForm, fillQuoteDialog } from "./site-forms";
import { expect, expectAccessible, openQuoteDialog, test, toast } from "./support";

test("the quote dialog validates, sends, and invites an anonymous visitor to register", async ({
  page,
  isMobile,
}) => {
  await page.goto("/about");
  const dialog = await openQuoteDialog(page, isMobile);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Fill out the form below and we'll get back to you with a personalized quote.",
  );
  await expect(dialog.getByLabel("Industry").locator("option[disabled]")).toHaveText(
    "Select an industry",
  );
  expect(
    await dialog.getByLabel("Industry").locator("option:not([disabled])").allTextContents(),
  ).toEqual([...quoteIndustries]);
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Missing information");
  await expect(dialog.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Full Name").fill("Dana Quote");
  // A fixed field loses its message at once, not at the next submit; the others keep theirs.
  await expect(dialog.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Industry")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Email Address").fill("dana@example.com");
  await dialog.getByLabel("Company").fill("Acme Utilities");
  await dialog.getByLabel("Industry").selectOption("Technology");
  await expect(dialog.getByLabel("Industry")).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Please select an industry")).toHaveCount(0);
  await dialog.getByLabel("Project Description").fill("Move our billing platform to AWS.");
  await dialog.getByLabel("Desired Outcome").fill("Lower run costs");
  await dialog.getByLabel("Timeline").fill("2027-06-30");
  await dialog.getByRole("button", { name: "Submit Request" }).click();

  const prompt = page.getByRole("dialog", { name: "Request Submitted!" });
  await expect(prompt).toContainText(
    "Would you like to register or log in to track the status of your quote?",
  );
  await expect(toast(page)).toContainText("Quote request sent!");
  await expect(prompt.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(prompt.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
  await prompt.getByRole("button", { name: "No, thanks" }).click();
  await expect(prompt).toBeHidden();
});

test("Register after a quote starts with the name and address just typed", async ({
  page,
  isMobile,
}) => {
  await page.goto("/about");
  const dialog = await openQuoteDialog(page, isMobile);
  const reggie = { name: "Reggie Prefill", email: "reggie@example.com" };
  await fillQuoteDialog(dialog, reggie);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  const prompt = page.getByRole("dialog", { name: "Request Submitted!" });
  await prompt.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Full name")).toHaveValue(reggie.name);
  await expect(page.getByLabel("Email")).toHaveValue(reggie.email);
  // Read once: a later visit starts empty.
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("");
});

test("a product's Request Demo button opens the demo dialog for that product", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("button", { name: "Request Demo of Orion Data Lake" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo of Orion Data Lake" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page)).toContainText("Missing Information");
  await expect(toast(page)).toContainText("Please fill out your name and email.");
  await dialog.getByLabel("Name", { exact: true }).fill("Sam Demo");
  await dialog.getByLabel("Email", { exact: true }).fill("sam@example.com");
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page)).toContainText("Demo Request Sent!");
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Request Demo of Orion Data Lake" })).toBeFocused();
});

test("the contact form validates, sends and resets", async ({ page }) => {
  await page.goto("/contact");
  const form = contactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Missing details");
  await expect(toast(page)).toContainText("Please fill in name, email, and message.");
  await fillContactForm(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Message Sent!");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
  await expectAccessible(page);
});

test("the contact page opens the quote and demo dialogs", async ({ page }) => {
  await page.goto("/contact");
  const body = page.locator("body");
  const width = () => page.locator("main").evaluate((main) => main.clientWidth);
  const before = await width();
  await page.locator("main").getByRole("button", { name: "Get a Quote" }).click();
  await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
  // The page behind an open dialog does not scroll, and does not shift when its scrollbar goes.
  await expect(body).toHaveCSS("overflow", "hidden");
  expect(await width()).toBe(before);
  await page.keyboard.press("Escape");
  await expect(body).not.toHaveAttribute("data-scroll-locked");
  await page.locator("main").getByRole("button", { name: "Request a Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Request a Demo" })).toBeVisible();
});

test("only one toast shows at a time, and Escape dismisses it", async ({ page }) => {
  await page.goto("/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  await send.click();
  await expect(toast(page)).toHaveCount(1);
  await page.keyboard.press("F8");
  await page.keyboard.press("Escape");
  await expect(toast(page)).toHaveCount(0);
});

test.describe("careers", () => {
  test("one apply form at a time; Cancel closes it", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { name: "Cloud Platform Engineer (AWS)" })).toHaveCount(
      0,
    );
    await page.getByRole("link", { name: "Apply for Senior Java Engineer" }).click();
    await expect(page.getByRole("form", { name: "Apply for Senior Java Engineer" })).toBeVisible();
    await page.getByRole("link", { name: /Apply for SAP S\/4HANA/ }).click();
    await expect(page.getByRole("main").getByRole("form")).toHaveCount(1);
    await expect(page.getByRole("form", { name: /Apply for SAP S\/4HANA/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("main").getByRole("form")).toHaveCount(0);
  });

  test("a too-large résumé is refused and cleared; a good one is sent", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply for Senior Java Engineer" }).click();
    const form = page.getByRole("form", { name: "Apply for Senior Java Engineer" });
    const resume = form.getByLabel(/Resume/);
    await resume.setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024, 1),
    });
    await expect(toast(page)).toContainText("File too large");
    await expect(toast(page)).toContainText("Please upload a resume smaller than 4.5MB.");
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page)).toContainText("Missing info");
    await form.getByLabel("Name", { exact: true }).fill("Pat Applicant");
    await form.getByLabel("Email", { exact: true }).fill("pat@example.com");
    await resume.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    await form.getByLabel(/I agree to Brazos Digital keeping/).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page)).toContainText("Application Sent!");
    await expect(page.getByRole("main").getByRole("form")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  // A post with a missing field answers 400 with the form and its errors: the browser logs it.
  test.use({
    javaScriptEnabled: false,
    expectedConsoleErrors: [/status of 400 \(Bad Request\)/],
  });

  test("the contact form posts and answers in the page, keeping input on errors", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("No Script");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing details");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("No Script");
    await page.getByLabel("Email", { exact: true }).fill("noscript@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Sent without scripts.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent!");
  });

  test("the apply form posts a résumé and answers in the page", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply for Senior Java Engineer" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Plain Post");
    await page.getByLabel("Email", { exact: true }).fill("plain@example.com");
    await page.getByLabel(/Resume/).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    await page.getByLabel(/I agree to Brazos Digital keeping/).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status")).toContainText("Application Sent!");
  });
});
