import { DOWN_COLOR, UP_COLOR } from "../../../lib/chart-colors";

/** `#rrggbb` at an opacity (0 to 1), as a CSS `rgba()` colour the chart accepts. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Volume bars take their candle's colour, translucent so they stay behind the price. */
export const VOLUME_UP_COLOR = withAlpha(UP_COLOR, 0.4);
export const VOLUME_DOWN_COLOR = withAlpha(DOWN_COLOR, 0.4);
