import type { ReactNode } from "react";
import type { Figure } from "~/content/figures";
import { cn } from "~/lib/cn";
import type { PreviewMark } from "~/lib/content/preview";
import { KeyFigures } from "./key-figures";
import { PageIntro } from "./page-intro";
import { PreviewBanner } from "./preview-banner";

/**
 * The frame of a public list page (products, industries, case studies, use cases): the draft
 * banner, the intro band with the list's key figures beside it, then the list itself.
 */
export function ListPage({
  preview,
  eyebrow,
  title,
  figures,
  intro,
  children,
}: {
  preview: PreviewMark;
  eyebrow: string;
  title: string;
  /** The key figures' accessible name, and the figures. */
  figures: { label: string; items: Figure[] };
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <PreviewBanner preview={preview} />
      <PageIntro
        eyebrow={eyebrow}
        title={title}
        aside={<KeyFigures label={figures.label} figures={figures.items} />}
      >
        <p>{intro}</p>
      </PageIntro>
      {children}
    </>
  );
}

/** A list page's grid of cards; `columns` are the grid's columns on wider screens. */
export function CardList({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <ul className={cn("grid gap-6", columns)}>{children}</ul>
    </section>
  );
}
