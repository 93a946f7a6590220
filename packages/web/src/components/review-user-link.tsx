import { Link } from "react-router";
import { focusRing } from "./button-styles";
import { adminPaths } from "../lib/admin-paths";

/** A trader's name linking to their admin page, their e-mail under it. */
export function ReviewUserLink({
  userId,
  userName,
  userEmail,
  className = "",
}: {
  userId: string;
  userName: string;
  userEmail: string;
  className?: string;
}) {
  return (
    <span className={`flex min-w-0 flex-col ${className}`}>
      <Link
        to={adminPaths.user(userId)}
        className={`truncate rounded font-semibold text-white underline-offset-4 hover:underline ${focusRing}`}
      >
        {userName || userEmail}
      </Link>
      <span className="truncate text-xs text-slate-400">{userEmail}</span>
    </span>
  );
}
