import { Outlet } from "react-router";
import { NoticesBell } from "../../features/notices/components/notices-bell";
import { SiteHeader } from "./site-header";

/** Spec §2 "trading": the header stays in the flow so the arena fills the rest of the screen. */
export function TradingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader tools={<NoticesBell />} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
