import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sourceOfVisit } from "~/lib/source-cookie";
import { withoutSourceCookie } from "../../../host/source-cookie";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { contactSubmissions } from "../db/schema.server";
import { submitContactMessage } from "../leads/leads.server";
import { requestInfoContext } from "../request-info.server";
import { sourceFromCookie } from "./source.server";
import { submitterOf } from "./submitter.server";
import { guardFields } from "./testing.server";

const cookie = (value: unknown) => `a=1; bd_src=${encodeURIComponent(JSON.stringify(value))}; b=2`;

describe("the lead source cookie", () => {
  it("records landing path, a cross-site referrer's host and utm values", () => {
    expect(
      sourceOfVisit(
        "https://brazos.example/careers?utm_source=newsletter&utm_medium=email&utm_campaign=fall",
        "https://www.google.com/search?q=x",
      ),
    ).toEqual({
      landing: "/careers",
      referrer: "www.google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "fall",
    });
    expect(sourceOfVisit("https://brazos.example/", "https://brazos.example/about")).toEqual({
      landing: "/",
    });
    // A booking link's token is the visitor's key: the landing keeps its route (record 096).
    expect(sourceOfVisit("https://brazos.example/book/s3cret.sig", "")).toEqual({
      landing: "/book/:token",
    });
  });

  it("keeps valid plain-text fields and drops the rest", () => {
    expect(sourceFromCookie(cookie({ landing: "/contact", utmSource: "li" }))).toEqual({
      landing: "/contact",
      utmSource: "li",
    });
    expect(
      sourceFromCookie(
        cookie({
          landing: "https://evil.example/",
          referrer: "not a host/<script>",
          utmSource: "x".repeat(101),
          utmMedium: "<b>bold</b>",
          utmCampaign: "ok\u0000",
        }),
      ),
    ).toEqual({ utmCampaign: "ok" });
    expect(sourceFromCookie("bd_src=%7Bnot-json")).toBeNull();
    expect(sourceFromCookie(cookie([1, 2]))).toBeNull();
    expect(sourceFromCookie(cookie({}))).toBeNull();
    expect(sourceFromCookie(`bd_src=${"x".repeat(3000)}`)).toBeNull();
    expect(sourceFromCookie(null)).toBeNull();
  });

  it("is dropped from page reads, other cookies kept", () => {
    expect(withoutSourceCookie("bd_src=abc")).toBeUndefined();
    expect(withoutSourceCookie("a=1; bd_src=abc; b=2")).toBe("a=1; b=2");
    expect(withoutSourceCookie("a=1")).toBe("a=1");
    expect(withoutSourceCookie(undefined)).toBeUndefined();
    // The sign-in device cookie (record 098) is not for page reads either.
    expect(withoutSourceCookie("__Host-bd.device=x.y; bd_src=abc")).toBeUndefined();
    expect(withoutSourceCookie("bd.device=x.y; a=1")).toBe("a=1");
  });
});

describe(`the source is stored with the lead (${engine})`, () => {
  const database = databaseForThisFile();

  it("a posted form stores the checked cookie in source", async () => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { ip: "203.0.113.9", nonce: "", requestId: "t" });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: {
        Cookie: cookie({ landing: "/products", referrer: "news.example", utmSource: "hn" }),
      },
    });
    const submitter = await submitterOf(request, context);
    const values = { ...guardFields(), name: "Sam", email: "sam@example.com", message: "Hello" };
    expect((await submitContactMessage(values, submitter, database.db)).ok).toBe(true);
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "sam@example.com"));
    expect(row?.source).toEqual({
      landing: "/products",
      referrer: "news.example",
      utmSource: "hn",
    });
  });
});
