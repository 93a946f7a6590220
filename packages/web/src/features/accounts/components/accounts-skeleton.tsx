/** Grey stand-ins for account rows while the list loads. */
export function AccountsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Loading your accounts…</span>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
        >
          <div className="h-4 w-32 rounded bg-slate-800" />
          <div className="h-4 w-16 rounded-full bg-slate-800" />
          <div className="ml-auto h-4 w-24 rounded bg-slate-800" />
          <div className="hidden h-4 w-24 rounded bg-slate-800 sm:block" />
        </div>
      ))}
    </div>
  );
}
