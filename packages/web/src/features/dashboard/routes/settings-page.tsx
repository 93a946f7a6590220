import { DashboardPlaceholder } from "../components/dashboard-placeholder";

export function SettingsPage() {
  return (
    <DashboardPlaceholder
      title="Settings"
      description="Your account preferences: name, password and notifications."
      comingSoon="Editing your name, changing your password and choosing notifications arrive here. Until then, use “Forgot your password?” on the sign-in page to change your password."
    />
  );
}
