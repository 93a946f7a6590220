import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { useDiscordSettings } from "../requests/get-discord-settings";
import { DashboardPanel } from "../components/admin-dashboard/dashboard-panel";
import { DiscordDeliveries } from "../components/discord/discord-deliveries";
import { DiscordSettingsForm } from "../components/discord/discord-settings-form";
import { DiscordTestMessage } from "../components/discord/discord-test-message";

/**
 * /admin/discord — announcements to the community server: the webhook, which events post,
 * a test message, and the recent deliveries with their retries and errors.
 */
export function AdminDiscordPage() {
  const discord = useDiscordSettings();

  let body;
  if (discord.isPending) body = <LoadingState label="Loading the Discord settings…" />;
  else if (discord.isError)
    body = <QueryErrorState title="The Discord settings could not be loaded" query={discord} />;
  else
    body = (
      <div className="space-y-6">
        <DashboardPanel
          id="discord-settings"
          title="Announcements"
          description="Posts go to the channel of a Discord webhook, retried with backoff if Discord does not answer."
        >
          <div className="max-w-2xl">
            <DiscordSettingsForm settings={discord.data} />
          </div>
        </DashboardPanel>
        <DashboardPanel
          id="discord-test"
          title="Test message"
          description="Posts a short test message to the saved webhook now."
        >
          <DiscordTestMessage hasWebhook={discord.data.webhookUrl !== null} />
        </DashboardPanel>
        <DashboardPanel
          id="discord-deliveries"
          title="Recent deliveries"
          description="The newest posts first."
        >
          <DiscordDeliveries deliveries={discord.data.deliveries} />
        </DashboardPanel>
      </div>
    );

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Discord"
        description="Announcements to the community server: the webhook, the events that post, and what was sent."
      />
      {body}
    </>
  );
}
