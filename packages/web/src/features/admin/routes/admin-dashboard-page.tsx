import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminDashboardPage() {
  return (
    <AdminPlaceholder
      title="Admin dashboard"
      description="Overview of the platform: sign-ups, open challenges, revenue and pools."
      comingSoon="Platform totals appear here once they are computed from the database. Use the sidebar to reach each area."
    />
  );
}
