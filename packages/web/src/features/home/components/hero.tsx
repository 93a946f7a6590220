import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { prefersReducedMotion } from "../../../lib/media-query";
import {
  COMMUNITY_CHAT_URL,
  HERO_VIDEO_BASE_URL,
  MAX_FUNDING_LABEL,
  SCALING_PLAN_PATH,
} from "../../../lib/product";
import { heroScrollEffects, pickHeroVideo } from "../lib/hero-scroll";

/** Starts the hero video only once the page has loaded, so it never competes with first paint. */
function useVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (prefersReducedMotion() || connection?.saveData) return;
    let timer = 0;
    const start = () => {
      timer = window.setTimeout(() => setAllowed(true), 300);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
    };
  }, []);
  return allowed;
}

/**
 * Spec §2 hero: the headline (§1's "first prop firm with smart contracts" said as what the
 * product does: an open ledger and published payout proofs; no contract pays anyone) with the
 * funding claim linked to the scaling plan, and four calls to action over a looping video
 * chosen at random from three. Scrolling moves the video with parallax, fades in a backdrop (at most 0.9) and
 * fades the title out over half the viewport height.
 */
export function Hero() {
  const [video] = useState(() => pickHeroVideo());
  const videoAllowed = useVideoAllowed();
  const mediaRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!videoAllowed || !element || typeof element.load !== "function") return;
    element.load();
    element.play()?.catch(() => {
      // Autoplay refused (power saving, policy): the poster stays, which is fine.
    });
  }, [videoAllowed]);

  useEffect(() => {
    const still = prefersReducedMotion();
    let frame = 0;
    const apply = () => {
      frame = 0;
      const effects = heroScrollEffects(window.scrollY, window.innerHeight);
      if (mediaRef.current && !still)
        mediaRef.current.style.transform = `translate3d(0, ${effects.parallaxY}px, 0)`;
      if (backdropRef.current) backdropRef.current.style.opacity = String(effects.backdropOpacity);
      if (titleRef.current) titleRef.current.style.opacity = String(effects.titleOpacity);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const base = `${HERO_VIDEO_BASE_URL}/hero-${video}`;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative -mt-16 flex min-h-[92svh] items-center overflow-hidden pt-16"
    >
      <div ref={mediaRef} aria-hidden="true" className="absolute inset-0 will-change-transform">
        {/* The poster is an image of the same size as the first-paint shell's (index.html), so
            the largest paint is the shell's and does not wait for this script. The video is
            added over it once the page has loaded. */}
        <div className="absolute inset-0 opacity-70">
          <img
            src={`${HERO_VIDEO_BASE_URL}/poster.webp`}
            alt=""
            width={640}
            height={360}
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
          {videoAllowed && (
            <video
              ref={videoRef}
              className="absolute inset-0 size-full object-cover"
              width={640}
              height={360}
              muted
              loop
              playsInline
              preload="none"
              data-video={video}
              tabIndex={-1}
            >
              <source src={`${base}.webm`} type="video/webm" />
              <source src={`${base}.mp4`} type="video/mp4" />
            </video>
          )}
        </div>
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(16,185,129,0.18),transparent_60%)]" />
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/40 to-slate-950" />
      </div>
      <div
        ref={backdropRef}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-slate-950 opacity-0"
      />
      <div
        ref={titleRef}
        className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8"
      >
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-500/30 bg-slate-950/60 px-4 py-1 text-sm font-medium text-brand-300">
          <span className="size-2 rounded-full bg-brand-400" aria-hidden="true" />
          Public beta · trade with virtual money
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl"
        >
          The prop firm that <span className="text-brand-400">shows its books</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-200">
          Every fee is booked in a double-entry ledger, and every weekly payout is published with
          its figures and a Merkle proof you can check in your browser. Pass our 2-phase evaluation
          to trade a funded account of your challenge&rsquo;s size; our{" "}
          <Link
            to={SCALING_PLAN_PATH}
            className="rounded font-medium text-brand-300 underline underline-offset-4 hover:text-brand-400 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            scaling plan
          </Link>{" "}
          grows a consistently profitable one up to {MAX_FUNDING_LABEL}.
        </p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
          <Link to="/trading/arena" className={buttonClass("primary", "lg")}>
            Get Started
          </Link>
          <Link to="/#Pricing" className={buttonClass("secondary", "lg")}>
            Buy Challenge
          </Link>
          <Link to="/#Features" className={buttonClass("ghost", "lg")}>
            Read the docs
          </Link>
        </div>
        <p className="mt-8 text-sm text-slate-300">
          Questions? Talk to traders and the team in our{" "}
          <a
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded font-medium text-brand-300 underline underline-offset-4 hover:text-brand-400 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            community chat<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </div>
    </section>
  );
}
