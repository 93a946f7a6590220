import { useState, type ReactNode } from "react";
import type { MerchItem } from "@proparena/contracts/merch";

/** A merch item's picture (merch images are public), or `placeholder` when it has none or it fails to load. */
export function MerchImage({
  item,
  placeholder,
}: {
  item: Pick<MerchItem, "imageUrl" | "name">;
  placeholder: ReactNode;
}) {
  const [broken, setBroken] = useState(false);
  if (item.imageUrl && !broken) {
    return (
      <img
        src={item.imageUrl}
        alt={item.name}
        loading="lazy"
        onError={() => setBroken(true)}
        className="aspect-square w-full bg-slate-800 object-cover"
      />
    );
  }
  return placeholder;
}
