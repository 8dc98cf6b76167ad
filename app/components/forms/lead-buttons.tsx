import type { ComponentProps } from "react";
import { useMobileMenu } from "~/components/header";
import { Button } from "~/components/ui/button";
import type { DemoProduct } from "~/lib/forms/demo";
import { useLeadDialogs } from "./lead-dialogs";

type ButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "type">;

/** Opens the quote dialog; inside the mobile menu, the menu closes first. */
export function GetQuoteButton({ children = "Get a Quote", ...props }: ButtonProps) {
  const dialogs = useLeadDialogs();
  const menu = useMobileMenu();
  return (
    <Button
      type="button"
      onPointerEnter={() => dialogs.preload("quote")}
      onFocus={() => dialogs.preload("quote")}
      onClick={() => {
        menu.close();
        dialogs.openQuote();
      }}
      {...props}
    >
      {children}
    </Button>
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
    <Button
      type="button"
      onPointerEnter={() => dialogs.preload("demo")}
      onFocus={() => dialogs.preload("demo")}
      onClick={() => dialogs.openDemo(product)}
      {...props}
    >
      {children}
    </Button>
  );
}
