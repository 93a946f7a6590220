import { Outlet } from "react-router";
import { AdminSidebar } from "./admin-sidebar";
import { FoldingNav } from "./folding-nav";

/** Spec §2 "admin": a sidebar and no header. On small screens the sidebar folds behind a button. */
export function AdminLayout() {
  return (
    <div className="flex min-h-screen flex-col lg:flex-row">
      <aside className="border-b border-slate-800 bg-slate-900/70 p-4 lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 lg:p-6">
        <FoldingNav
          id="admin-nav"
          label="Admin menu"
          buttonClassName="border border-slate-700"
          panelClassName="mt-4 h-full"
        >
          <AdminSidebar />
        </FoldingNav>
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
