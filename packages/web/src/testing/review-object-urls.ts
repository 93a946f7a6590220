import { stubLinkClicks, stubObjectUrls } from "./object-urls";

/** Object URLs as `blob:review-N` (document previews and downloads), and downloads' link clicks. */
export function stubReviewObjectUrls() {
  return { ...stubObjectUrls("review"), clicked: stubLinkClicks() };
}
