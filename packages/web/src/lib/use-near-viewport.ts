import { useCallback, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets a section
 * below the fold fetch its data only when the visitor heads its way. Without
 * IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport<E extends Element>(margin = "600px") {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const ref = useCallback(
    (element: E | null) => {
      if (!element || near || typeof IntersectionObserver === "undefined") return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${margin} 0px ${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near] as const;
}
