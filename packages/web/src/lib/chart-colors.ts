// Plain constants, free of the chart library: legends and tests use them without loading it.

/** Rising and falling candles (Tailwind emerald-500 and rose-500). */
export const UP_COLOR = "#10b981";
export const DOWN_COLOR = "#f43f5e";
