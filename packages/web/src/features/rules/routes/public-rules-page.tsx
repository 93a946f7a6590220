import { PageContainer } from "../../../components/page-container";
import { RulesPage } from "./rules-page";

/** /rules: the same rules page for anyone, in the public layout (rendered on the server). */
export function PublicRulesPage() {
  return (
    <PageContainer>
      <RulesPage eyebrow="Challenge rules" />
    </PageContainer>
  );
}
