import { Link } from "react-router";
import { buttonClass } from "./button-styles";

/** What an admin detail page shows for an id the server does not know (404). */
export function NotFoundPanel({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-slate-700 bg-slate-900/60 p-8 text-center"
    >
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <p className="mt-2 text-sm text-slate-300">{message}</p>
      <Link to={backTo} className={`${buttonClass("primary", "sm")} mt-5`}>
        {backLabel}
      </Link>
    </div>
  );
}
