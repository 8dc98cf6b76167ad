import type { ReactNode } from "react";
import { Link } from "react-router";

/** The look of a link inside running text: brand-coloured and underlined. */
export const textLinkClass = "rounded font-semibold text-brand-700 underline";

/** A link inside running text, as on the sign-in and account pages. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}
