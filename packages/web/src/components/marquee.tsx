import type { CSSProperties, ReactNode } from "react";

/**
 * A continuous, looping ticker (spec §9: loop, autoplay delay 0). Pure CSS: the list is drawn
 * twice and slides by one copy's width, each item taking `msPerItem` to pass. Hovering or
 * focusing pauses it; with reduced motion it stays still and scrolls sideways by hand.
 */
export function Marquee<T>({
  label,
  items,
  msPerItem,
  itemKey,
  renderItem,
  empty,
  minItems = 8,
}: {
  label: string;
  items: readonly T[];
  msPerItem: number;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  empty?: ReactNode;
  /** Short lists repeat (hidden from screen readers) so the strip is always full. */
  minItems?: number;
}) {
  if (items.length === 0) {
    return (
      <div role="region" aria-label={label} className="marquee-static">
        {empty}
      </div>
    );
  }
  const repeat = Math.max(1, Math.ceil(minItems / items.length));
  const half = Array.from({ length: repeat }, (_, round) =>
    items.map((item, index) => ({ item, round, key: `${round}-${itemKey(item, index)}` })),
  ).flat();
  const style = { "--marquee-duration": `${msPerItem * half.length}ms` } as CSSProperties;
  return (
    <div role="region" aria-label={label} className="marquee" style={style}>
      <div className="marquee-track">
        <ul className="marquee-list">
          {half.map(({ item, round, key }) =>
            round === 0 ? (
              <li key={key}>{renderItem(item)}</li>
            ) : (
              <li key={key} aria-hidden="true" inert>
                {renderItem(item)}
              </li>
            ),
          )}
        </ul>
        {/* The second copy only closes the loop visually. */}
        <ul className="marquee-list" aria-hidden="true" inert>
          {half.map(({ item, key }) => (
            <li key={key}>{renderItem(item)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
