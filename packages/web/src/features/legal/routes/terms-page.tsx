import { Link } from "react-router";
import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";

export function TermsPage() {
  return (
    <PageContainer narrow>
      <PageHeader eyebrow="Legal" title="Terms of Service" />
      <ComingSoonPanel title="The full text is being finalised">
        <p>
          This page will set out the rules for using the platform, buying challenges and receiving
          payouts.
        </p>
        <p className="mt-2">
          Questions in the meantime?{" "}
          <Link to="/contact" className="text-brand-300 underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </ComingSoonPanel>
    </PageContainer>
  );
}
