import { Link } from "react-router";

/** The rule set an account was opened under, linking to that version's rules. */
export function RulesVersionLink({ version }: { version: number }) {
  return (
    <Link
      to={`/dashboard/rules?version=${version}`}
      title={`This account is judged by rules version ${version}, the version it was opened under`}
      className="text-xs text-brand-300 underline"
    >
      Rules v{version}
    </Link>
  );
}
