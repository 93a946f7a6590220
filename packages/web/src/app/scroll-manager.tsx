import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * How long a hash target is awaited, and kept in place while the page above it loads (a slow
 * network or a busy server can take seconds; the reader's first scroll, key or tap ends it).
 */
const HASH_WAIT_MS = 10_000;
/** What the reader does to scroll (a press covers dragging the scroll bar). */
const READER_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function scrollToElement(element: Element) {
  if (typeof element.scrollIntoView === "function") element.scrollIntoView({ block: "start" });
}

/**
 * Spec §2: navigation scrolls to the top; a link with a hash scrolls to that element, waiting
 * for it when the page (or its guard) is still loading, and keeping it at the top while
 * sections above it finish loading and change height, until the reader scrolls.
 */
export function ScrollManager() {
  const location = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ""));
    if (!id) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    let anchored = false;
    const place = () => {
      const element = document.getElementById(id);
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      if (!anchored || Math.abs(top) > 2) scrollToElement(element);
      anchored = true;
    };
    const stop = () => {
      observer.disconnect();
      resize?.disconnect();
      window.clearTimeout(timer);
      for (const event of READER_SCROLLS) {
        window.removeEventListener(event, stop);
      }
    };
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true });
    const resize = typeof ResizeObserver === "function" ? new ResizeObserver(place) : null;
    resize?.observe(document.body);
    for (const event of READER_SCROLLS) {
      window.addEventListener(event, stop, { passive: true });
    }
    const timer = window.setTimeout(stop, HASH_WAIT_MS);
    place();
    return stop;
  }, [location.key, location.pathname, location.hash]);

  return null;
}
