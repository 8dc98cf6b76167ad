import { ChevronDown, Menu } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

const itemClass =
  "flex w-full cursor-pointer select-none items-center rounded-md px-3 py-2 text-left text-ink text-sm outline-none data-[highlighted]:bg-slate-100";

export type StaffTool = { label: string; to: string };

/**
 * The staff header's secondary links in one menu (record 118), so the header keeps one row of
 * navigation: who is signed in, the tools this role may open, and the public site.
 */
export function StaffToolsMenu({ tools, signedInAs }: { tools: StaffTool[]; signedInAs: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(buttonStyles({ variant: "ghost", size: "sm" }), "h-8 gap-1 px-2")}
      >
        <Menu aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">More</span>
        <ChevronDown aria-hidden="true" className="size-4 max-sm:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-slate-600 text-xs">
            Signed in as {signedInAs}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {tools.map((tool) => (
            <DropdownMenu.Item key={tool.to} asChild className={itemClass}>
              <Link to={tool.to}>{tool.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/">{site.brand} website</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
