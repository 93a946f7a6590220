import { useState } from "react";
import { Outlet, useLocation } from "react-router";
import { focusRing } from "../../components/button-styles";
import { AdminSidebar } from "./admin-sidebar";

/** Spec §2 "admin": a sidebar and no header. On small screens the sidebar folds behind a button. */
export function AdminLayout() {
  const location = useLocation();
  const [navOpenAt, setNavOpenAt] = useState<string | null>(null);
  const navOpen = navOpenAt === location.key;

  return (
    <div className="flex min-h-screen flex-col lg:flex-row">
      <aside className="border-b border-slate-800 bg-slate-900/70 p-4 lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 lg:p-6">
        <button
          type="button"
          className={`flex w-full items-center justify-between rounded-lg border border-slate-700 px-4 py-2.5 text-sm font-medium text-slate-200 lg:hidden ${focusRing}`}
          aria-expanded={navOpen}
          aria-controls="admin-nav"
          onClick={() => setNavOpenAt(navOpen ? null : location.key)}
        >
          Admin menu
          <span aria-hidden="true">{navOpen ? "▲" : "▼"}</span>
        </button>
        <div
          id="admin-nav"
          className={`${navOpen ? "block" : "hidden"} mt-4 h-full lg:mt-0 lg:block`}
        >
          <AdminSidebar />
        </div>
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10 focus:outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
