import type { ContentValues } from "~/lib/content/registry";

/**
 * The three Insights articles a fresh site starts with (record 081): seed only, written once
 * into drizzle/0019_articles.sql by `npm run content:seed-sql -- articles`; editors own them
 * after that. Bodies are Markdown.
 */
export type SeedArticle = { slug: string } & Omit<
  ContentValues<"article">,
  "imageFocusX" | "imageFocusY"
>;

export const seedArticles: SeedArticle[] = [
  {
    slug: "s4hana-without-a-big-bang-weekend",
    title: "Planning an S/4HANA move without a big-bang weekend",
    summary:
      "A phased route to S/4HANA keeps the business running, spreads the risk and shows value in months, not years. Here is how we plan one.",
    author: "Priya Raman, Principal SAP Architect",
    date: "2026-11-10",
    tags: ["SAP", "ERP", "Transformation"],
    imageSrc: "/illustrations/use-cases/s4hana-transformation.svg",
    imageAlt: "An ERP landscape diagram with connected finance, supply chain and analytics modules",
    seoTitle: "",
    seoDescription: "",
    body: `Most SAP customers now have a date in the diary for the end of mainstream ECC maintenance. Few of them want to spend a single weekend switching every process, interface and report at once. The good news: they do not have to.

## Start from the processes, not the system

A conversion plan that begins with transaction codes ends up recreating the old system on a new database. We start with the handful of processes that carry the business — order to cash, procure to pay, record to report — and ask three questions of each:

1. Which steps are truly specific to how you compete?
2. Which are standard and could follow SAP's own best practice?
3. Which exist only to work around a limitation that S/4HANA removes?

The answers decide what moves as it is, what is simplified and what is retired.

## Move in waves the business can absorb

A **selective data transition** lets you bring over open items and the history you need while leaving years of closed documents behind. Combined with a central finance layer, it lets one region or company code go live while the rest continue on ECC, with consolidated reporting from day one.

Each wave has its own cut-over rehearsal, its own hypercare period and its own success measures. When the first wave is stable, the second goes faster: the team, the tooling and the test packs are already proven.

## Keep the core clean

Custom code is the largest single cost of any SAP upgrade. We move extensions out to the *SAP Business Technology Platform* wherever we can, so that the next release is an update rather than a project.

> The best S/4HANA programmes we have seen did not migrate more; they migrated less, on purpose.

## Where to begin

A four-week readiness assessment gives you a custom code inventory, a data volume profile and a wave plan with costs. If you would like to talk one through, [get in touch](/contact).`,
  },
  {
    slug: "generative-ai-on-internal-knowledge",
    title: "Putting generative AI to work on internal knowledge — safely",
    summary:
      "Retrieval-augmented assistants can answer staff questions from your own documents. The engineering that makes them trustworthy is in access control, evaluation and cost.",
    author: "Daniel Okafor, Head of Data & AI",
    date: "2026-10-21",
    tags: ["AI", "Data", "Security"],
    imageSrc: "/illustrations/use-cases/chatgpt-openai-integration.svg",
    imageAlt: "A chat window connected to document stores and a knowledge graph",
    seoTitle: "",
    seoDescription: "",
    body: `Every organisation we work with has the same problem: the answer exists, somewhere, in a policy, a runbook or a ticket from three years ago. Large language models can finally make that knowledge easy to reach. Done carelessly, they can also make it easy to leak.

## Retrieval first, generation second

An assistant that answers from your documents should never rely on what the model happened to learn in training. We build on **retrieval-augmented generation**: the question is matched against an index of your content, the best passages are handed to the model, and the answer cites them. Staff can check the source in one click, and an answer without a source is treated as a warning sign rather than a fact.

## Permissions travel with the document

The most common mistake is indexing everything with one service account. Then the assistant can quote the board pack to an intern. Instead:

- each passage in the index keeps the access list of the document it came from;
- every query runs as the person asking, filtered before the model sees anything;
- deletions and permission changes reach the index within minutes, not at the next rebuild.

## Measure before you launch

We assemble a set of a few hundred real questions with agreed answers, and score every change to prompts, chunking or models against it. Accuracy, citation quality and refusal rate are tracked like any other release metric. It is the only reliable way to know whether a new model is actually better for *your* content.

## Keep the bill predictable

Caching frequent answers, routing simple questions to smaller models and capping context size typically cut running costs by more than half without a visible drop in quality.

If you are weighing a pilot, our [ChatGPT and OpenAI integration](/use-cases/chatgpt-openai-integration) team can help you scope one that is useful in weeks and safe from the start.`,
  },
  {
    slug: "first-90-days-of-a-security-operations-center",
    title: "What your security operations centre should show you in the first 90 days",
    summary:
      "A new SOC service should prove its worth quickly. These are the measures, reports and conversations to expect in the first three months.",
    author: "Maria Chen, Director of Security Services",
    date: "2026-09-30",
    tags: ["Security", "SOC"],
    imageSrc: "/illustrations/use-cases/security-operations-center.svg",
    imageAlt: "A security operations dashboard with alerts, timelines and a world map of events",
    seoTitle: "",
    seoDescription: "",
    body: `Signing a contract for a managed security operations centre is the start of a relationship, not the end of a procurement. The first ninety days decide whether it becomes a trusted extension of your team or a mailbox that fills with alerts nobody reads.

## Days 1–30: visibility

The first month is about knowing what you have. By its end you should see:

- an **asset and log-source inventory**, with the gaps named — the servers, cloud accounts and badge readers that are not yet sending events;
- a baseline of normal activity, so that "unusual" means something;
- an agreed escalation matrix: who is called, for what, at what hour.

## Days 31–60: tuning

Out-of-the-box detection rules are noisy. A good SOC spends the second month removing noise, not adding dashboards. Ask for the ratio of alerts raised to incidents confirmed, week by week. It should be falling.

This is also when physical and cyber security should meet. Door-controller events from systems such as Lenel OnGuard correlated with VPN log-ins catch things neither sees alone.

## Days 61–90: proof

By the third month, expect evidence rather than promises:

1. A tabletop exercise run with your own team, against a scenario that matters to your business.
2. Median time to detect and time to respond, measured on real incidents.
3. A short list of improvements for you — the misconfigurations and missing patches the SOC keeps seeing.

> A SOC that only ever reports what it blocked is telling you half the story. The valuable half is what you should fix.

If your current service cannot show you these things, or you are choosing one now, [talk to our security team](/contact). We are happy to review an existing set-up with you.`,
  },
];
