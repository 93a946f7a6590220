import { AdminPlaceholder } from "../components/admin-placeholder";

export function AdminUsersPage() {
  return (
    <AdminPlaceholder
      title="Users"
      description="Everyone who signed up, with verification status, role and accounts."
      comingSoon="The searchable user list with promote, verify and suspend actions arrives with the admin tooling."
    />
  );
}
