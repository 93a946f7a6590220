import { PageHeader } from "../../../components/page-header";
import { SectionPanel } from "../../../components/section-panel";
import { FeedList } from "../components/feed-list";
import { FollowingList } from "../components/following-list";

/**
 * /dashboard/following (issue 31) — the traders you follow (unfollow, the e-mail switch) and the
 * feed of their trades, delayed. A notice arrives on the socket for each followed trade.
 */
export function FollowingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Social"
        title="Following"
        description="Follow public traders from their openbook page: their trades, opened and closed, show here after the openbook's delay."
      />
      <div className="grid gap-8 xl:grid-cols-[22rem_1fr]">
        <SectionPanel id="following" title="Who you follow">
          <FollowingList />
        </SectionPanel>
        <SectionPanel id="feed" title="Feed">
          <FeedList />
        </SectionPanel>
      </div>
    </>
  );
}
