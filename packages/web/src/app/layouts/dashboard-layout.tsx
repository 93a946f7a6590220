import { Outlet } from "react-router";
import { DashboardSidebar } from "./dashboard-sidebar";
import { FoldingNav } from "./folding-nav";
import { SiteFooter } from "./site-footer";
import { NoticesBell } from "../../features/notices/components/notices-bell";
import { SiteHeader } from "./site-header";

/** Spec §2 "dashboard": header, left sidebar, footer. */
export function DashboardLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader tools={<NoticesBell />} />
      {/* At least a screen tall: the footer starts below the fold, so pages whose sections load
          one by one do not push it down in view (layout shift). */}
      <div className="mx-auto flex min-h-screen w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:px-8 lg:py-10">
        <aside className="lg:w-60 lg:shrink-0">
          <FoldingNav
            id="dashboard-nav"
            label="Dashboard menu"
            buttonClassName="border border-slate-800 bg-slate-900"
            panelClassName="mt-3 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
          >
            <DashboardSidebar />
          </FoldingNav>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
