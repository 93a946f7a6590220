import { describe, expect, it } from "vitest";
import { FillQuoteBook } from "./fill-quotes";

const q = (time: number, bid = 1.1, symbol = "EURUSD") => ({
  symbol,
  time,
  bid,
  ask: bid + 0.0001,
});

describe("FillQuoteBook", () => {
  it("takes the symbol's next quote after the fill's, whether it came before the runner heard of the fill or after", () => {
    const book = new FillQuoteBook(250);
    const at = q(1_000);
    book.quote(at);
    // The next quote came before the fill was announced (the commit took a while).
    book.quote(q(1_100, 1.1004));
    book.opened("early", 1_000, at);
    // Another position on the same quote, announced in time; GBPUSD's quotes do not count.
    book.quote(q(1_050, 1.3, "GBPUSD"));
    expect(book.closed("early")).toEqual({ quoteAtOpen: at, quoteAfterOpen: q(1_100, 1.1004) });

    const at2 = q(2_000);
    book.quote(at2);
    book.opened("waiting", 2_000, at2);
    book.quote(q(2_001, 1.3, "GBPUSD"));
    book.quote(q(2_200, 1.1003));
    book.quote(q(2_210, 1.2));
    expect(book.closed("waiting").quoteAfterOpen).toEqual(q(2_200, 1.1003));
    expect(book.size).toBe(0);
  });

  it("has no next quote when the first one after the fill comes later than afterMs, and none for a position it did not see open", () => {
    const book = new FillQuoteBook(250);
    const at = q(1_000);
    book.quote(at);
    book.opened("slow", 1_000, at);
    book.quote(q(1_300, 1.2));
    expect(book.closed("slow")).toEqual({ quoteAtOpen: at, quoteAfterOpen: null });
    expect(book.closed("unknown")).toEqual({ quoteAtOpen: null, quoteAfterOpen: null });
  });

  it("keeps at most maxOpen positions, forgetting the oldest", () => {
    const book = new FillQuoteBook(250, 2);
    const at = q(1_000);
    book.quote(at);
    for (const id of ["a", "b", "c"]) book.opened(id, 1_000, at);
    expect(book.size).toBe(2);
    expect(book.closed("a").quoteAtOpen).toBeNull();
    expect(book.closed("c").quoteAtOpen).toEqual(at);
  });
});
