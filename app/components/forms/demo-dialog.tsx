import { Dialog } from "~/components/ui/dialog";
import type { DemoProduct } from "~/lib/forms/demo";
import { demoForm } from "~/lib/forms/demo";
import type { Viewer } from "~/lib/viewer";
import { FormGuards } from "./form-guards";
import { PersonFields } from "./person-fields";
import { LeadSend } from "./privacy-notice";
import { useFormSubmission } from "./use-form-submission";

/** Request a Demo: opened from a product card (naming the product) or from /contact. */
export default function DemoDialog({
  open,
  onOpenChange,
  product,
  viewer,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: DemoProduct;
  viewer: Viewer | null;
  returnFocus?: HTMLElement | null;
}) {
  const { Form, formProps, pending, fieldErrors, meta } = useFormSubmission({
    action: "/api/demo-requests",
    loadForm: async () => demoForm,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <Dialog
      returnFocus={returnFocus}
      open={open}
      onOpenChange={onOpenChange}
      title={product ? `Request a Demo of ${product.name}` : "Request a Demo"}
      description="Tell us a little about your team and we'll schedule a walkthrough at a time that suits you."
    >
      <Form {...formProps} className="relative">
        <FormGuards meta={meta} />
        <input type="hidden" name="product" value={product?.slug ?? ""} />
        <fieldset disabled={pending} className="space-y-4">
          <PersonFields idPrefix="demo" viewer={viewer} errors={fieldErrors} messageOptional />
          <LeadSend
            idPrefix="demo"
            pending={pending}
            label="Request Demo"
            pendingLabel="Submitting..."
            className="w-full"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
