import type { ReactNode } from "react";

/**
 * A section of a page named by its own heading (the heading's id labels the section for
 * assistive technology), as the public and account pages write them.
 */
export function HeadedSection({
  id,
  heading,
  className,
  headingClassName = "font-bold text-2xl",
  children,
}: {
  /** The heading's id. */
  id: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
