import { CopyButton } from "../../features/social/components/copy-button";
import { FollowControl } from "../../features/social/components/follow-control";
import { OpenbookTraderPage } from "../../features/openbook/routes/openbook-trader-page";

/**
 * /openbook/:publicId — a trader's public books with the social feature's Follow control and a
 * Copy button on each book. Composed here because a feature does not import another.
 */
export function OpenbookTraderRoute() {
  return (
    <OpenbookTraderPage
      follow={(trader) => <FollowControl trader={trader} />}
      copy={(trader, book) => <CopyButton trader={trader} book={book} />}
    />
  );
}
