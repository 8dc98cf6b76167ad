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
  KeyRound,
  Landmark,
  Layers,
  LayoutDashboard,
  Lock,
  type LucideIcon,
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
} from "lucide-react";
import type { IconName } from "~/content/types";
import { cn } from "~/lib/cn";

const icons: Record<IconName, LucideIcon> = {
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

/** A content item's icon inside a tinted square. Decorative: the item's title names it. */
export function ContentIcon({ name, tone }: { name: IconName; tone?: string }) {
  const Icon = icons[name];
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-lg",
        tone ?? "bg-brand-50 text-brand-700",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
