import { Button, Heading, Img, Link, Section, Text } from "@react-email/components";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import {
  FooterLink,
  MailLayout,
  mailColors,
  type RenderedMail,
  renderMail,
} from "../mail/layout.server";

// An issue as mail (record 110): the same element for the admin's preview, the test to oneself
// and every subscriber's copy. The copy differs per person only in the unsubscribe link, so it
// is rendered once per issue with UNSUBSCRIBE_MARK and the link put in per person.

/** Stands in for a subscriber's unsubscribe link in the rendered issue (a plain, unescaped word). */
export const UNSUBSCRIBE_MARK = "https://unsubscribe.invalid/mark";

export type IssueContent = {
  subject: string;
  /** The body as mail HTML (issue-html.server.ts), links already absolute or counted. */
  bodyHtml: string;
  /** The article's cover at e-mail size, absolute. */
  cover?: { src: string; alt: string } | null;
  /** The article on the site, absolute (counted like the other links). */
  readOnline?: string | null;
  /** A banner above the body, for a test copy. */
  banner?: string;
};

function IssueMail({ issue, unsubscribe }: { issue: IssueContent; unsubscribe: string }) {
  return (
    <MailLayout
      preview={issue.subject}
      footer={
        <>
          <Text
            style={{
              margin: "4px 0 0",
              fontSize: "12px",
              lineHeight: "18px",
              color: mailColors.muted,
            }}
          >
            You receive {NEWSLETTER_NAME} because you subscribed and confirmed your address.
          </Text>
          <FooterLink href={unsubscribe}>Unsubscribe</FooterLink>
        </>
      }
    >
      {issue.banner ? (
        <Text
          style={{
            margin: "8px 0 0",
            padding: "8px 12px",
            backgroundColor: "#fff7e6",
            color: "#7a4b00",
            fontSize: "13px",
            borderRadius: "4px",
          }}
        >
          {issue.banner}
        </Text>
      ) : null}
      <Heading
        as="h1"
        style={{
          margin: "16px 0 16px",
          fontSize: "26px",
          lineHeight: "32px",
          color: mailColors.text,
        }}
      >
        {issue.subject}
      </Heading>
      {issue.cover ? (
        <Img
          src={issue.cover.src}
          alt={issue.cover.alt}
          width="536"
          style={{
            display: "block",
            width: "100%",
            maxWidth: "536px",
            height: "auto",
            margin: "0 0 16px",
            borderRadius: "6px",
          }}
        />
      ) : null}
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised against the articles' allow-list, then styled (issue-html.server.ts, record 081)
        dangerouslySetInnerHTML={{ __html: issue.bodyHtml }}
      />
      {issue.readOnline ? (
        <Section style={{ margin: "8px 0 0" }}>
          <Button
            href={issue.readOnline}
            style={{
              backgroundColor: mailColors.brand,
              color: "#ffffff",
              padding: "12px 20px",
              borderRadius: "6px",
              fontWeight: 700,
              fontSize: "15px",
            }}
          >
            Read it on our site
          </Button>
        </Section>
      ) : null}
    </MailLayout>
  );
}

/** The issue rendered once, with UNSUBSCRIBE_MARK where each person's link goes. */
export function renderIssueMail(issue: IssueContent): Promise<RenderedMail> {
  return renderMail(<IssueMail issue={issue} unsubscribe={UNSUBSCRIBE_MARK} />);
}

/** One person's copy of a rendered issue. */
export function personalCopy(rendered: RenderedMail, unsubscribe: string): RenderedMail {
  return {
    html: rendered.html.replaceAll(UNSUBSCRIBE_MARK, unsubscribe),
    text: rendered.text.replaceAll(UNSUBSCRIBE_MARK, unsubscribe),
  };
}

export type WelcomeArticle = { title: string; summary: string; href: string };

function WelcomeMail({
  articles,
  unsubscribe,
}: {
  articles: WelcomeArticle[];
  unsubscribe: string;
}) {
  return (
    <MailLayout
      preview={`Welcome to ${NEWSLETTER_NAME}`}
      footer={<FooterLink href={unsubscribe}>Unsubscribe</FooterLink>}
    >
      <Heading
        as="h1"
        style={{ margin: "16px 0", fontSize: "24px", lineHeight: "30px", color: mailColors.text }}
      >
        Welcome to {NEWSLETTER_NAME}
      </Heading>
      <Text style={{ margin: "0 0 16px" }}>
        Your subscription is confirmed. About once a month we will send you our newest articles.
      </Text>
      {articles.length > 0 ? (
        <>
          <Text style={{ margin: "0 0 8px", fontWeight: 700 }}>Our latest articles</Text>
          {articles.map((article) => (
            <Text key={article.href} style={{ margin: "0 0 12px" }}>
              <Link
                href={article.href}
                style={{ color: mailColors.brand, textDecoration: "underline" }}
              >
                {article.title}
              </Link>
              <br />
              <span style={{ color: mailColors.muted, fontSize: "14px" }}>{article.summary}</span>
            </Text>
          ))}
        </>
      ) : null}
    </MailLayout>
  );
}

/** The mail after confirming: a welcome, with the latest articles. */
export function renderWelcomeMail(
  articles: WelcomeArticle[],
  unsubscribe: string,
): Promise<RenderedMail> {
  return renderMail(<WelcomeMail articles={articles} unsubscribe={unsubscribe} />);
}
