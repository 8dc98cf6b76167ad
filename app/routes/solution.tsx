import { data } from "react-router";
import { ContentDetail } from "~/components/content-detail";
import { NotFound } from "~/components/not-found";
import { ButtonLink } from "~/components/ui/button";
import { findIndustry } from "~/content/lookup";
import { pageTitle } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/solution";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.slug);
  return data({ industry: industry ?? null }, { status: industry ? 200 : 404 });
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const industry = loaderData?.industry;
  if (!industry) return [{ title: pageTitle("Industry Not Found") }];
  return seo({
    title: industry.name,
    description: industry.text,
    path: `/solutions/${params.slug}`,
    matches,
  });
}

export default function Solution({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  if (!industry) {
    return (
      <NotFound
        title="Industry Not Found"
        message="The industry you are looking for does not exist or has moved."
        backTo="/solutions"
        backLabel="Back to Industries"
      />
    );
  }
  return (
    <ContentDetail
      eyebrow={industry.name}
      page={industry.pageContent}
      back={{ to: "/solutions", label: "All industries" }}
      actions={
        <ButtonLink to="/contact" size="lg">
          Talk to an expert
        </ButtonLink>
      }
    />
  );
}
