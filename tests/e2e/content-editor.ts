// What an editor does on the content editor's pages, the same on any site the specs run.
import type { Page } from "@playwright/test";
import { expect, toast } from "./support";

/**
 * Picks the first illustration of the media library for the item's image, as an editor does
 * with the picker's dialog, and describes it with `alt`.
 */
export async function pickLibraryIllustration(page: Page, alt: string) {
  const form = page.getByRole("form");
  await form.getByRole("button", { name: "Choose from the library…" }).click();
  await page
    .getByRole("dialog")
    .getByRole("region", { name: "Illustrations" })
    .getByRole("button")
    .first()
    .click();
  await form.getByLabel("Image alt text").fill(alt);
}

/** Saves a new item's form as a draft and waits for its editor page; answers that page's URL. */
export async function createDraft(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}$/);
  return page.url();
}

/** Publishes the item open in the editor, as it stands. */
export async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page).last()).toContainText("Published");
}
