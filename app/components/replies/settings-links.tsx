import { Link } from "react-router";

const linkClass = "font-medium text-brand-700 hover:underline";

/**
 * The staff area's links to the reply, alert and webhook settings (issue 13): admins see them
 * all; HR sees candidate e-mails and their own alerts.
 */
export function ReplySettingsLinks({ role }: { role: string }) {
  if (role !== "admin" && role !== "hr") return null;
  return (
    <nav aria-label="E-mail settings" className="flex items-center gap-3">
      {role === "admin" && (
        <Link to="/admin/settings/replies" className={linkClass}>
          Auto-replies
        </Link>
      )}
      <Link to="/admin/settings/candidate-emails" className={linkClass}>
        Candidate e-mails
      </Link>
      <Link to="/admin/settings/alerts" className={linkClass}>
        My alerts
      </Link>
      {role === "admin" && (
        <Link to="/admin/settings/webhooks" className={linkClass}>
          Webhooks
        </Link>
      )}
    </nav>
  );
}
