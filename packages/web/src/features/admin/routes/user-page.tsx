import { useParams } from "react-router";
import { AdminPlaceholder } from "../components/admin-placeholder";

/** /admin/user/:id */
export function AdminUserPage() {
  const { id = "" } = useParams();
  return (
    <AdminPlaceholder
      crumbs={[{ label: "Users", to: "/admin/users" }, { label: `User ${id}` }]}
      title={`User ${id}`}
      description="One user: profile, verification, role and trading accounts."
      comingSoon="User details and actions arrive with the admin tooling."
    />
  );
}
