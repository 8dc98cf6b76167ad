import {
  Activity,
  BarChart3,
  Bot,
  Boxes,
  Brain,
  Building2,
  Camera,
  Car,
  Cloud,
  Code2,
  Cog,
  Cpu,
  Database,
  Factory,
  FileCheck2,
  GitBranch,
  Globe,
  HeartPulse,
  type IconNode,
  KeyRound,
  Landmark,
  Layers,
  LayoutDashboard,
  Lock,
  Monitor,
  Network,
  Pill,
  Plane,
  Radar,
  Rocket,
  Server,
  Shield,
  ShieldCheck,
  Users,
  Workflow,
  Zap,
} from "lucide";
import type { CaseStudyCardData } from "~/components/case-study-card";
import type { CaseStudy, IconName, IconShape } from "~/content/types";

const lucideIcons: Record<IconName, IconNode> = {
  activity: Activity,
  "bar-chart": BarChart3,
  bot: Bot,
  boxes: Boxes,
  brain: Brain,
  building: Building2,
  camera: Camera,
  car: Car,
  cloud: Cloud,
  code: Code2,
  cog: Cog,
  cpu: Cpu,
  database: Database,
  factory: Factory,
  "file-check": FileCheck2,
  "git-branch": GitBranch,
  globe: Globe,
  "heart-pulse": HeartPulse,
  key: KeyRound,
  landmark: Landmark,
  layers: Layers,
  layout: LayoutDashboard,
  lock: Lock,
  monitor: Monitor,
  network: Network,
  pill: Pill,
  plane: Plane,
  radar: Radar,
  rocket: Rocket,
  server: Server,
  shield: Shield,
  "shield-check": ShieldCheck,
  users: Users,
  workflow: Workflow,
  zap: Zap,
};

/** lucide's nodes as React elements want them: string attributes and a key on each element. */
function asShape(icon: IconNode): IconShape {
  return icon.map(([tag, attrs], index) => [
    tag,
    {
      ...Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name, String(value)])),
      key: String(index),
    },
  ]);
}

const shapes = Object.fromEntries(
  Object.entries(lucideIcons).map(([name, icon]) => [name, asShape(icon)]),
) as Record<IconName, IconShape>;

/**
 * A content icon's SVG shapes, sent with the page's data, so that the browser bundles no icon
 * set: `ContentIcon` draws them (docs/decisions/032-icons-as-data.md).
 */
export function iconShape(name: IconName): IconShape {
  return shapes[name];
}

/** What a case study's card needs (components/case-study-card.tsx), and no more of the study. */
export function caseStudyCard({
  slug,
  title,
  industry,
  icon,
  summary,
}: CaseStudy): CaseStudyCardData {
  return { slug, title, industry, icon: iconShape(icon), summary };
}
