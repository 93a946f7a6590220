import { useEffect } from "react";
import { useLocation } from "react-router";

const HASH_WAIT_MS = 3_000;

function scrollToElement(element: Element) {
  if (typeof element.scrollIntoView === "function") element.scrollIntoView({ block: "start" });
}

/**
 * Spec §2: navigation scrolls to the top; a link with a hash scrolls to that element, waiting
 * for it when the page (or its guard) is still loading.
 */
export function ScrollManager() {
  const location = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ""));
    if (!id) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const found = document.getElementById(id);
    if (found) {
      scrollToElement(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) {
        observer.disconnect();
        scrollToElement(element);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.key, location.pathname, location.hash]);

  return null;
}
