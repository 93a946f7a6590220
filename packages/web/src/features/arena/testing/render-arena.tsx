import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { TOKEN_STORAGE_KEY } from "../../../lib/auth-token";
import { createQueryClient } from "../../../lib/query-client";
import type { FakeRealtime } from "../../../testing/fake-trading-api";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { PriceChartContext } from "../lib/chart-context";
import type { RenderPriceChart } from "../lib/chart-context";
import { formatPrice } from "../../../lib/format-trading";
import { ArenaPage } from "../routes/arena-page";

/** Stands in for the canvas chart (jsdom has no canvas): what it would draw, as text. */
export const renderStubChart: RenderPriceChart = ({
  symbol,
  timeframe,
  digits,
  candles,
  quote,
  lines,
  tools,
}) => (
  <div data-testid="chart-stub">
    <p>
      {symbol} {timeframe}: {candles.length} candles
    </p>
    <p>live bid: {quote ? formatPrice(quote.bid, digits) : "none"}</p>
    <ul aria-label="Chart lines">
      {lines.map((line) => (
        <li key={line.id}>
          {line.kind} {line.title} @ {formatPrice(line.price, digits)}
        </li>
      ))}
    </ul>
    <ul aria-label="Chart indicators">
      {tools?.indicators.map((indicator) => (
        <li key={indicator.id}>{indicator.kind}</li>
      ))}
    </ul>
    <ul aria-label="Chart drawings">
      {tools?.drawings.map((drawing) => (
        <li key={drawing.id}>
          {drawing.kind} {drawing.points.map((p) => formatPrice(p.price, digits)).join(" ")}
        </li>
      ))}
    </ul>
    {tools?.drawing && (
      // A click on the chart: the last candle's time (a second earlier for a first point).
      <button
        type="button"
        onClick={() =>
          tools.onPoint({
            time: (candles.at(-1)?.time ?? 0) - (tools.drawing?.first ? 0 : 900),
            price: tools.drawing?.first ? 1.1 : 1.09,
          })
        }
      >
        Click the chart
      </button>
    )}
  </div>
);

/** The arena page with the app's providers, a signed-in token, a fake socket and the stub chart. */
export function renderArena({
  realtime,
  path = "/trading/arena",
}: { realtime?: FakeRealtime; path?: string } = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "token-arena");
  const router = createMemoryRouter(
    [
      {
        path: "/trading/arena",
        element: (
          <PriceChartContext.Provider value={renderStubChart}>
            <ArenaPage />
          </PriceChartContext.Provider>
        ),
      },
      { path: "*", element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  const user = userEvent.setup();
  const view = renderWithProviders(<RouterProvider router={router} />, {
    queryClient,
    realtime: realtime?.connection ?? null,
  });
  return { ...view, router, queryClient, user };
}
