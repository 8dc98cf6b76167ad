import type { ComponentProps } from "react";
import { useMobileMenu } from "~/components/header";
import { Button } from "~/components/ui/button";
import type { DemoProduct } from "~/lib/forms/demo";
import { useLeadDialogs } from "./lead-dialogs";

type ButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "type">;

/** A button opening a lead dialog, whose code starts loading as the pointer or focus arrives. */
function LeadDialogButton({
  dialog,
  onOpen,
  children,
  ...props
}: ButtonProps & { dialog: "quote" | "demo"; onOpen: () => void }) {
  const dialogs = useLeadDialogs();
  const preload = () => dialogs.preload(dialog);
  return (
    <Button type="button" onPointerEnter={preload} onFocus={preload} onClick={onOpen} {...props}>
      {children}
    </Button>
  );
}

/** Opens the quote dialog; inside the mobile menu, the menu closes first. */
export function GetQuoteButton({ children = "Get a Quote", ...props }: ButtonProps) {
  const dialogs = useLeadDialogs();
  const menu = useMobileMenu();
  const open = () => {
    menu.close();
    dialogs.openQuote();
  };
  return (
    <LeadDialogButton dialog="quote" onOpen={open} {...props}>
      {children}
    </LeadDialogButton>
  );
}

/** Opens the demo dialog, naming the product when there is one. */
export function RequestDemoButton({
  product,
  children = "Request Demo",
  ...props
}: ButtonProps & { product?: DemoProduct }) {
  const dialogs = useLeadDialogs();
  return (
    <LeadDialogButton dialog="demo" onOpen={() => dialogs.openDemo(product)} {...props}>
      {children}
    </LeadDialogButton>
  );
}
