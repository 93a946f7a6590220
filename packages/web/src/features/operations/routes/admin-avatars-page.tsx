import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { formatCount } from "../../../lib/format-money";
import { useCatalogueAvatars } from "../requests/get-catalogue-avatars";
import { DashboardPanel } from "../components/admin-dashboard/dashboard-panel";
import { AvatarTile } from "../components/avatars/avatar-tile";
import { AvatarUploadForm } from "../components/avatars/avatar-upload-form";

/**
 * /admin/avatars — the pictures traders pick for their profile and challenger tile: add one
 * (upload, then label), rename one, and offer or withdraw it.
 */
export function AdminAvatarsPage() {
  const avatars = useCatalogueAvatars();

  let catalogue;
  if (avatars.isPending) catalogue = <LoadingState label="Loading the avatars…" />;
  else if (avatars.isError)
    catalogue = <QueryErrorState title="The avatars could not be loaded" query={avatars} />;
  else if (avatars.data.length === 0)
    catalogue = (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300">
        No avatars yet. Add the first one above; traders can pick it while it is enabled.
      </p>
    );
  else {
    const enabled = avatars.data.filter((avatar) => avatar.enabled).length;
    catalogue = (
      <>
        <p className="text-sm text-slate-400">
          {formatCount(avatars.data.length)} {avatars.data.length === 1 ? "avatar" : "avatars"},{" "}
          {formatCount(enabled)} offered to traders.
        </p>
        <ul
          aria-label="Avatars"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 2xl:grid-cols-6"
        >
          {avatars.data.map((avatar) => (
            <li key={avatar.id} className="min-w-0">
              <AvatarTile avatar={avatar} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Avatars"
        description="The pictures traders choose from for their profile and challenger tile."
      />
      <div className="space-y-6">
        <DashboardPanel id="add-avatar" title="Add an avatar">
          <div className="max-w-2xl">
            <AvatarUploadForm />
          </div>
        </DashboardPanel>
        <DashboardPanel id="avatar-catalogue" title="Catalogue">
          {catalogue}
        </DashboardPanel>
      </div>
    </>
  );
}
