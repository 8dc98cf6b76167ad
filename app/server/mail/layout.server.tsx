import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";
import { site } from "~/content/site";

// The one layout of the site's mail (record 110): React Email's table-based components with
// inline styles, so Outlook, Gmail and Apple Mail lay it out alike; the HTML and the plain text
// both come from this one tree.

/** Colours set on every block, never left to the client: dark modes that invert stay legible. */
export const mailColors = {
  page: "#f4f5f7",
  card: "#ffffff",
  text: "#1f2933",
  muted: "#52606d",
  brand: "#1d4ed8",
  rule: "#d9dee5",
} as const;

const font = "Arial, Helvetica, sans-serif";

export type MailLayoutProps = {
  /** The line mail programs show after the subject. */
  preview: string;
  children: ReactNode;
  /** Why this person gets the mail, and how to stop it (a newsletter's unsubscribe link). */
  footer?: ReactNode;
};

export function MailLayout({ preview, children, footer }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: mailColors.page }}>
        <Container
          style={{
            maxWidth: "600px",
            backgroundColor: mailColors.card,
            color: mailColors.text,
            fontFamily: font,
            fontSize: "16px",
            lineHeight: "24px",
            borderRadius: "8px",
            border: `1px solid ${mailColors.rule}`,
          }}
        >
          <Section style={{ padding: "20px 32px 0" }}>
            <Text style={{ margin: 0, fontSize: "14px", fontWeight: 700, color: mailColors.brand }}>
              {site.brand}
            </Text>
          </Section>
          <Section style={{ padding: "8px 32px 24px" }}>{children}</Section>
          <Hr style={{ borderColor: mailColors.rule, margin: 0 }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text
              style={{ margin: 0, fontSize: "12px", lineHeight: "18px", color: mailColors.muted }}
            >
              {site.brand}
            </Text>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A small print line of the footer with a link (unsubscribe, preferences). */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text
      style={{ margin: "4px 0 0", fontSize: "12px", lineHeight: "18px", color: mailColors.muted }}
    >
      <Link href={href} style={{ color: mailColors.muted, textDecoration: "underline" }}>
        {children}
      </Link>
    </Text>
  );
}

export type RenderedMail = { html: string; text: string };

/**
 * HTML and plain text from one element, rendered once: the text is React Email's conversion of
 * that HTML (links written after their words; images and the hidden preview line left out).
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html, {
    wordwrap: 78,
    selectors: ["h1", "h2", "h3", "h4"].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
  });
  return { html, text: `${text.trim()}\n` };
}
