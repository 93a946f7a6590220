import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminCronjobPage() {
  return (
    <AdminPlaceholder
      title="Cronjob"
      description="Scheduled jobs: daily reset, weekly payout and their last runs."
      comingSoon="Job status and manual runs arrive with the scheduler."
    />
  );
}
