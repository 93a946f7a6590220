import { PageHeader } from "../../../components/page-header";
import { ApiKeysSection } from "../components/api-keys-section";
import { EmailSection } from "../components/email-section";
import { PasswordSection } from "../components/password-section";
import { PreferencesSection } from "../components/preferences-section";
import { SessionsSection } from "../components/sessions-section";
import { TwoFactorSection } from "../components/two-factor-section";

/**
 * /dashboard/settings — the password, two-factor sign-in, the e-mail address, notifications and
 * app preferences, the account's signed-in sessions, and the personal API keys.
 */
export function SettingsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Settings"
        description="Your sign-in security, e-mail address and preferences, and the devices signed in to your account."
      />
      <div className="space-y-8">
        <PasswordSection />
        <TwoFactorSection />
        <EmailSection />
        <PreferencesSection />
        <SessionsSection />
        <ApiKeysSection />
      </div>
    </>
  );
}
