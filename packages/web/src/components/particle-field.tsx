import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../lib/media-query";

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

const LINK_DISTANCE = 110;

/**
 * Drifting dots joined by faint lines on a canvas (spec §9: 30 particles, 8 in the portal).
 * It animates only while on screen, and draws one still frame with reduced motion.
 */
export function ParticleField({
  count = 30,
  className = "",
  color = "52, 211, 153",
}: {
  count?: number;
  className?: string;
  /** "r, g, b" of the dots and lines. */
  color?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    // No observer (tests, very old browsers): keep the decoration off rather than run blind.
    if (!canvas || typeof IntersectionObserver === "undefined") return;
    const context = canvas.getContext("2d");
    if (!context) return;

    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let visible = false;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0) {
        particles = Array.from({ length: count }, () => ({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: (Math.random() - 0.5) * 0.35,
          vy: (Math.random() - 0.5) * 0.35,
          r: 1 + Math.random() * 1.6,
        }));
      }
    };

    const draw = () => {
      context.clearRect(0, 0, width, height);
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i]!;
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j]!;
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance < LINK_DISTANCE) {
            context.strokeStyle = `rgba(${color}, ${0.18 * (1 - distance / LINK_DISTANCE)})`;
            context.beginPath();
            context.moveTo(a.x, a.y);
            context.lineTo(b.x, b.y);
            context.stroke();
          }
        }
        context.fillStyle = `rgba(${color}, 0.55)`;
        context.beginPath();
        context.arc(a.x, a.y, a.r, 0, Math.PI * 2);
        context.fill();
      }
    };

    const step = () => {
      for (const p of particles) {
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      draw();
      frame = visible ? requestAnimationFrame(step) : 0;
    };

    resize();
    const still = prefersReducedMotion();
    if (still) draw();
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false;
      if (visible && !still && frame === 0) frame = requestAnimationFrame(step);
    });
    observer.observe(canvas);
    const resizeObserver =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => resize());
    resizeObserver?.observe(canvas);
    return () => {
      observer.disconnect();
      resizeObserver?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [count, color]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 size-full ${className}`}
    />
  );
}
