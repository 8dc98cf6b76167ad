import type { RelatedCard } from "~/lib/content/related";
import { LinkCard } from "./card";
import { HeadedSection } from "./ui/headed-section";

const ctaOf: Record<RelatedCard["kind"], string> = {
  "case-study": "Read Case Study",
  product: "Explore Product",
  "use-case": "Explore Use Case",
};

/** One titled row of related cards; absent, without a gap, when there is nothing to show. */
export function RelatedCards({
  id,
  heading,
  intro,
  cards,
}: {
  id: string;
  heading: string;
  intro: string;
  cards: RelatedCard[];
}) {
  if (cards.length === 0) return null;
  return (
    <HeadedSection id={id} heading={heading} className="mt-16">
      <p className="mt-2 text-slate-600">{intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to} className="flex">
            <LinkCard
              to={card.to}
              icon={card.icon}
              eyebrow={card.eyebrow}
              title={card.title}
              cta={ctaOf[card.kind]}
              headingLevel={3}
            >
              {card.text}
            </LinkCard>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
