/** Scroll effects of the hero (spec §9): parallax 0.05, backdrop up to 0.9, title fade over half a screen. */
export const PARALLAX_FACTOR = 0.05;
export const BACKDROP_MAX_OPACITY = 0.9;

export interface HeroScrollEffects {
  /** How far the video moves down, in px. */
  parallaxY: number;
  backdropOpacity: number;
  titleOpacity: number;
}

export function heroScrollEffects(scrollY: number, viewportHeight: number): HeroScrollEffects {
  const y = Math.max(0, scrollY);
  const height = Math.max(1, viewportHeight);
  return {
    parallaxY: y * PARALLAX_FACTOR,
    backdropOpacity: Math.min(BACKDROP_MAX_OPACITY, y / height),
    titleOpacity: Math.max(0, 1 - y / (height / 2)),
  };
}

export const HERO_VIDEO_COUNT = 3;

/** One of the three hero videos, chosen at random: 1, 2 or 3. */
export function pickHeroVideo(random: () => number = Math.random): number {
  return Math.min(HERO_VIDEO_COUNT, 1 + Math.floor(random() * HERO_VIDEO_COUNT));
}
