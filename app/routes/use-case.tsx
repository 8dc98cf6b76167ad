import { data } from "react-router";
import { ContentDetail } from "~/components/content-detail";
import { NotFound } from "~/components/not-found";
import { ButtonLink } from "~/components/ui/button";
import { findUseCase } from "~/content/lookup";
import { pageTitle } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/use-case";

export function loader({ params }: Route.LoaderArgs) {
  const useCase = findUseCase(params.slug);
  return data({ useCase: useCase ?? null }, { status: useCase ? 200 : 404 });
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const useCase = loaderData?.useCase;
  if (!useCase) return [{ title: pageTitle("Use Case Not Found") }];
  return seo({
    title: useCase.title,
    description: useCase.description,
    path: `/use-cases/${params.slug}`,
    matches,
  });
}

export default function UseCasePage({ loaderData }: Route.ComponentProps) {
  const { useCase } = loaderData;
  if (!useCase) {
    return (
      <NotFound
        title="Use Case Not Found"
        message="The use case you are looking for does not exist or has moved."
        backTo="/use-cases"
        backLabel="Back to Use Cases"
      />
    );
  }
  return (
    <ContentDetail
      eyebrow={useCase.title}
      page={useCase.pageContent}
      back={{ to: "/use-cases", label: "All use cases" }}
      actions={
        <ButtonLink to="/contact" size="lg">
          Talk to an expert
        </ButtonLink>
      }
    />
  );
}
