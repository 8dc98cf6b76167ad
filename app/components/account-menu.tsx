import { ChevronDown, CircleUser } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import type { Viewer } from "~/lib/viewer";
import { buttonStyles } from "./ui/button";

const itemClass =
  "flex w-full cursor-pointer select-none items-center rounded-md px-3 py-2 text-left text-ink text-sm outline-none data-[highlighted]:bg-slate-100";

/** The signed-in visitor's menu on desktop. Log out is a POST, so it ends the server session. */
export default function AccountMenu({ viewer }: { viewer: Viewer }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonStyles({ variant: "secondary", size: "sm" })}>
        <CircleUser aria-hidden="true" className="size-4" />
        <span className="max-w-40 truncate">{viewer.name || viewer.email}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
        <span className="sr-only">, account menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-slate-500 text-xs">
            {viewer.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">My Account</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">Dashboard</Link>
          </DropdownMenu.Item>
          {viewer.staff && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin/dashboard">Admin Panel</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
