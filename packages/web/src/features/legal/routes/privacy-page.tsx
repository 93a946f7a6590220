import { Link } from "react-router";
import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";

export function PrivacyPage() {
  return (
    <PageContainer narrow>
      <PageHeader eyebrow="Legal" title="Privacy Policy" />
      <ComingSoonPanel title="The full text is being finalised">
        <p>
          This page will set out what personal data we collect, why, how long we keep it and your
          rights.
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
