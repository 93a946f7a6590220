import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminDiscordPage() {
  return (
    <AdminPlaceholder
      title="Discord"
      description="The community server integration: roles and announcements."
      comingSoon="The Discord integration is not connected yet."
    />
  );
}
