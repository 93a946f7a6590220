import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminAvatarsPage() {
  return (
    <AdminPlaceholder
      title="Avatars"
      description="The avatar images traders can choose from."
      comingSoon="Uploading and retiring avatars arrives with trader profiles."
    />
  );
}
