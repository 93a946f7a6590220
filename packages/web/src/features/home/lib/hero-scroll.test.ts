import { describe, expect, it } from "vitest";
import { heroScrollEffects, pickHeroVideo } from "./hero-scroll";

describe("hero scroll effects", () => {
  it("start with no parallax, no backdrop and a fully visible title", () => {
    expect(heroScrollEffects(0, 800)).toEqual({
      parallaxY: 0,
      backdropOpacity: 0,
      titleOpacity: 1,
    });
  });

  it("move the video by 5% of the scroll", () => {
    expect(heroScrollEffects(400, 800).parallaxY).toBe(20);
  });

  it("fade the title out over half the viewport height", () => {
    expect(heroScrollEffects(200, 800).titleOpacity).toBe(0.5);
    expect(heroScrollEffects(400, 800).titleOpacity).toBe(0);
    expect(heroScrollEffects(900, 800).titleOpacity).toBe(0);
  });

  it("fade the backdrop in, capped at 0.9", () => {
    expect(heroScrollEffects(400, 800).backdropOpacity).toBe(0.5);
    expect(heroScrollEffects(720, 800).backdropOpacity).toBe(0.9);
    expect(heroScrollEffects(5_000, 800).backdropOpacity).toBe(0.9);
  });

  it("ignore overscroll above the top", () => {
    expect(heroScrollEffects(-50, 800).titleOpacity).toBe(1);
  });
});

describe("pickHeroVideo", () => {
  it("chooses each of the three files", () => {
    expect(pickHeroVideo(() => 0)).toBe(1);
    expect(pickHeroVideo(() => 0.5)).toBe(2);
    expect(pickHeroVideo(() => 0.9999)).toBe(3);
    expect(pickHeroVideo(() => 1)).toBe(3);
  });
});
