import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { COMMUNITY_CHAT_URL, SUPPORT_EMAIL } from "../../../lib/product";

export function ContactPage() {
  return (
    <PageContainer narrow>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        description="Questions about the challenges, your account or a payout?"
      />
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6 hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            <p className="text-sm text-slate-400">Email</p>
            <p className="mt-1 font-semibold text-white">{SUPPORT_EMAIL}</p>
          </a>
          <a
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6 hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            <p className="text-sm text-slate-400">Community chat</p>
            <p className="mt-1 font-semibold text-white">
              Join the conversation<span className="sr-only"> (opens in a new tab)</span>
            </p>
          </a>
        </div>
        <ComingSoonPanel title="Contact form">
          A form to write to us from here is on its way. Until then, email us or ask in the
          community chat.
        </ComingSoonPanel>
      </div>
    </PageContainer>
  );
}
