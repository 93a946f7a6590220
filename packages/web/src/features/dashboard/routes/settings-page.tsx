import { PageHeader } from "../../../components/page-header";
import { PasswordSection } from "../components/settings/password-section";
import { SessionsSection } from "../components/settings/sessions-section";

/** /dashboard/settings — change the password and see or end the account's signed-in sessions. */
export function SettingsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Settings"
        description="Your password and the devices signed in to your account."
      />
      <div className="space-y-8">
        <PasswordSection />
        <SessionsSection />
      </div>
    </>
  );
}
