import type { IconShape } from "~/content/types";
import { LinkCard } from "./card";

/** A use case as a card in a list (the home page's capabilities, the use cases page). */
export function UseCaseCard({
  useCase,
  iconTone,
}: {
  useCase: { slug: string; title: string; description: string; icon: IconShape };
  /** The icon tile's colours, where a list gives each group its own. */
  iconTone?: string;
}) {
  return (
    <li className="flex">
      <LinkCard
        to={`/use-cases/${useCase.slug}`}
        icon={useCase.icon}
        iconTone={iconTone}
        title={useCase.title}
        headingLevel={3}
        cta="Learn more"
      >
        {useCase.description}
      </LinkCard>
    </li>
  );
}
