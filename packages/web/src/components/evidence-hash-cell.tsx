import { CopyLinkButton } from "./copy-link-button";

/**
 * A register table's evidence-hash cell: the hash (its first 12 characters when `short`, the
 * whole one on hover) and a button that copies it.
 */
export function EvidenceHashCell({
  hash,
  short = false,
  testId,
}: {
  hash: string;
  short?: boolean;
  testId?: string;
}) {
  return (
    <td className="py-2 pr-4">
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="font-mono text-xs break-all text-slate-200"
          title={hash}
          data-testid={testId}
        >
          {short ? `${hash.slice(0, 12)}…` : hash}
        </code>
        <CopyLinkButton url={hash} label="Copy hash" />
      </div>
    </td>
  );
}
