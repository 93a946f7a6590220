/** The server's reason a trading action was refused, announced at once; nothing without one. */
export function RejectionAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-rose-500/50 bg-rose-950/50 px-3 py-2 text-sm text-rose-100"
    >
      {message}
    </p>
  );
}
