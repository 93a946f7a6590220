import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Notice } from "@proparena/contracts/notices";
import { buttonClass, focusRing } from "../../../components/button-styles";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { StrokeIcon } from "../../../components/stroke-icon";
import { formatTimeAgo } from "../../../lib/relative-time";
import { useNow } from "../../../lib/use-now";
import { useNotices } from "../requests/get-notices";
import { useReadNotices } from "../requests/read-notices";
import { NOTICE_LOOK } from "../lib/notice-look";
import { useNoticeStream } from "../lib/use-notice-stream";

function NoticeItem({ notice, isNew, now }: { notice: Notice; isNew: boolean; now: number }) {
  return (
    <li className="space-y-1 px-4 py-3">
      <p className="flex items-start justify-between gap-2">
        <span className="text-sm font-semibold text-white">{notice.title}</span>
        {isNew && (
          <span className="shrink-0 rounded-full border border-brand-400/40 bg-brand-400/10 px-2 text-xs text-brand-200">
            New
          </span>
        )}
      </p>
      <p className="line-clamp-4 text-sm whitespace-pre-line text-slate-300">{notice.body}</p>
      <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-400">
        <time dateTime={notice.createdAt}>{formatTimeAgo(notice.createdAt, now)}</time>
        {notice.link && (
          <Link
            to={notice.link}
            className={`rounded font-semibold text-brand-300 underline underline-offset-2 hover:text-white ${focusRing}`}
          >
            {NOTICE_LOOK[notice.kind].open}
          </Link>
        )}
      </p>
    </li>
  );
}

/**
 * The header's notices: a bell with the unread count that opens the newest notices (a breach
 * with its evidence, a pass, a payout, our team's act), and the toasts of new ones as they come.
 * Opening the list marks what it shows read; new ones keep a "New" mark until it closes.
 */
export function NoticesBell() {
  useNoticeStream();
  const notices = useNotices();
  const read = useReadNotices();
  const location = useLocation();
  const now = useNow(30_000);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const open = openAt === location.key;
  const unread = notices.data?.unread ?? 0;
  const root = useRef<HTMLDivElement>(null);

  const close = () => setOpenAt(null);
  const toggle = () => {
    if (open) return close();
    setOpenAt(location.key);
    const fresh = (notices.data?.notices ?? []).filter((n) => n.readAt === null).map((n) => n.id);
    setNewIds(new Set(fresh));
    if (fresh.length > 0) read.mutate({ ids: fresh });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenAt(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  let body;
  if (notices.isPending) body = <LoadingState label="Loading your notices…" />;
  else if (notices.isError && !notices.data) {
    body = (
      <div className="p-3">
        <QueryErrorState title="Your notices could not be loaded" query={notices} />
      </div>
    );
  } else if (notices.data.notices.length === 0) {
    body = (
      <p className="px-4 py-6 text-center text-sm text-slate-300">
        No notices yet. Breaches, passes, payouts and our team&apos;s acts on your accounts show
        here.
      </p>
    );
  } else {
    body = (
      <ul aria-label="Your notices" className="divide-y divide-slate-800">
        {notices.data.notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} isNew={newIds.has(notice.id)} now={now} />
        ))}
      </ul>
    );
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="notices-panel"
        onClick={toggle}
        className={`relative inline-flex items-center justify-center rounded-md p-2 text-slate-200 hover:bg-slate-800 ${focusRing}`}
      >
        <span className="sr-only">{unread > 0 ? `Notices, ${unread} unread` : "Notices"}</span>
        <StrokeIcon>
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </StrokeIcon>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-500 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      <section
        id="notices-panel"
        aria-label="Notices"
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-800 bg-slate-900 shadow-xl shadow-black/50"
      >
        <header className="flex items-center justify-between gap-2 border-b border-slate-800 px-4 py-3">
          <h2 className="text-sm font-semibold text-white">Notices</h2>
          {unread > 0 && (
            <button
              type="button"
              onClick={() => read.mutate({})}
              disabled={read.isPending}
              className={buttonClass("ghost", "sm")}
            >
              Mark all read
            </button>
          )}
        </header>
        <div className="max-h-[60vh] overflow-y-auto">{body}</div>
        <footer className="border-t border-slate-800 px-4 py-2 text-xs text-slate-400">
          <Link
            to="/dashboard/settings#preferences"
            className={`rounded underline underline-offset-2 hover:text-white ${focusRing}`}
          >
            Choose which notices are e-mailed
          </Link>
        </footer>
      </section>
    </div>
  );
}
