import { useEffect, useRef } from "react";

/** Number of particles of the home page background. */
export const PARTICLE_COUNT = 500;

/**
 * The home page's background: a canvas whose animation (particle-animation.ts)
 * is fetched once the page has hydrated, outside the page's first script.
 */
export function ParticleField({ className = "" }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./particle-animation").then(({ animateParticles }) => {
      if (!cancelled) stop = animateParticles(canvas, PARTICLE_COUNT);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="particles"
      className={`pointer-events-none absolute inset-0 h-full w-full ${className}`}
    />
  );
}
