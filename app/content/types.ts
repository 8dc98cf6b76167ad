/** Shapes of the static marketing content (spec §3 "Static content"). */

/** An icon's SVG elements (lucide's 24×24 stroke icons): tag, then attributes including a key. */
export type IconShape = [tag: string, attrs: Record<string, string>][];

/** Icon keys, resolved to SVG shapes by `iconShape` (content-icons.server.ts) in the loaders. */
export type IconName =
  | "activity"
  | "bar-chart"
  | "bot"
  | "boxes"
  | "brain"
  | "building"
  | "camera"
  | "car"
  | "cloud"
  | "code"
  | "cog"
  | "cpu"
  | "database"
  | "factory"
  | "file-check"
  | "git-branch"
  | "globe"
  | "heart-pulse"
  | "key"
  | "landmark"
  | "layers"
  | "layout"
  | "lock"
  | "monitor"
  | "network"
  | "pill"
  | "plane"
  | "radar"
  | "rocket"
  | "server"
  | "shield"
  | "shield-check"
  | "users"
  | "workflow"
  | "zap";

/** A self-hosted illustration under /public/illustrations. Every file is 1200×800 (3:2). */
export type Illustration = {
  src: string;
  alt: string;
};

export type PageContent = {
  title: string;
  description: string;
  keyOfferings: string[];
  image: Illustration;
};

export type Industry = {
  slug: string;
  name: string;
  /** One or two sentences for the industries grid card. */
  text: string;
  icon: IconName;
  pageContent: PageContent;
};

export type Product = {
  slug: string;
  name: string;
  /** One or two sentences for the product list card. */
  desc: string;
  icon: IconName;
  pageContent: PageContent;
};

export type UseCase = {
  slug: string;
  title: string;
  /** One or two sentences for the use-case card. */
  description: string;
  icon: IconName;
  /** keyOfferings holds exactly five entries. */
  pageContent: PageContent;
};

export type UseCaseGroup = {
  id: "software" | "sap" | "security";
  title: string;
  description: string;
  /** Tailwind text colour class for the group's card icons. */
  iconColor: string;
  items: UseCase[];
};

export type CaseStudy = {
  slug: string;
  title: string;
  industry: string;
  icon: IconName;
  summary: string;
  challenge: string;
  solution: string;
  outcomes: string[];
  image: Illustration;
};
