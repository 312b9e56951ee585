/**
 * The home page's background animation: particles drifting on a canvas
 * (particle-scene.ts). Where the browser can, a worker draws them on an
 * OffscreenCanvas (particle-worker.ts), so no frame costs the page's main
 * thread anything; elsewhere they are drawn here, cheaply. Either way it
 * starts only after the page is idle, pauses while the tab is hidden or the
 * canvas is off screen, and draws one still frame for prefers-reduced-motion
 * (also when the visitor turns it on while the page is open).
 * Loaded on demand by ParticleField, so the home page's first script stays small.
 * Returns a function that stops it.
 */
import { canvasPixelRatio, createParticleScene, sceneLoop } from "./particle-scene";
import type { ParticleWorkerMessage } from "./particle-worker";

interface Renderer {
  resize(width: number, height: number, dpr: number): void;
  run(run: boolean): void;
  stop(): void;
}

/** Makes a renderer for the canvas at its measured size, or undefined where the browser cannot. */
type RendererFactory = (
  canvas: HTMLCanvasElement,
  count: number,
  size: { width: number; height: number; dpr: number },
  onRunning: (running: boolean) => void,
) => Renderer | undefined;

/** Draws in a worker; undefined where the browser cannot hand a canvas to one. */
const workerRenderer: RendererFactory = (canvas, count, size, onRunning) => {
  if (typeof canvas.transferControlToOffscreen !== "function" || typeof Worker !== "function") return undefined;
  // Some browsers hand a canvas over but give an OffscreenCanvas no 2D context (WebGL only); once the
  // canvas is handed over, the main thread can no longer draw on it, so ask first.
  try {
    if (typeof OffscreenCanvas !== "function" || !new OffscreenCanvas(1, 1).getContext("2d")) return undefined;
  } catch {
    return undefined;
  }
  let worker: Worker;
  let offscreen: OffscreenCanvas;
  try {
    worker = new Worker(new URL("./particle-worker.ts", import.meta.url), { name: "particles" });
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    return undefined;
  }
  const post = (msg: ParticleWorkerMessage, transfer: Transferable[] = []) => worker.postMessage(msg, transfer);
  worker.onmessage = (event: MessageEvent<{ running: boolean }>) => onRunning(event.data.running);
  post({ type: "init", canvas: offscreen, count, ...size }, [offscreen]);
  return {
    resize: (width, height, dpr) => post({ type: "resize", width, height, dpr }),
    run: (run) => post({ type: "run", run }),
    stop: () => worker.terminate(),
  };
};

/** Draws on the main thread, for browsers without OffscreenCanvas. */
const mainThreadRenderer: RendererFactory = (canvas, count, size, onRunning) => {
  const ctx = canvas.getContext("2d", { alpha: true });
  if (!ctx) return undefined;
  const scene = createParticleScene(canvas, ctx, count);
  scene.resize(size.width, size.height, size.dpr);
  scene.draw();
  const frames = sceneLoop(
    scene,
    (cb) => requestAnimationFrame(cb),
    (id) => cancelAnimationFrame(id),
  );
  return {
    resize(width, height, dpr) {
      scene.resize(width, height, dpr);
      scene.draw();
    },
    run(run) {
      if (frames.run(run)) onRunning(frames.running);
    },
    stop: () => frames.stop(),
  };
};

export function animateParticles(canvas: HTMLCanvasElement, count: number): () => void {
  // Read again when the visitor changes the setting while the page is open.
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let reduced = reducedMotion.matches;
  const measure = () => ({
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    dpr: canvasPixelRatio(window.devicePixelRatio),
  });
  const setRunning = (running: boolean) => {
    canvas.dataset.running = String(running);
  };
  let renderer: Renderer | undefined;
  let onScreen = true;

  const update = () => renderer?.run(!reduced && onScreen && document.visibilityState === "visible");
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((e) => e.isIntersecting);
    update();
  });
  const onMotion = () => {
    reduced = reducedMotion.matches;
    update();
  };
  const onResize = () => {
    const { width, height, dpr } = measure();
    renderer?.resize(width, height, dpr);
  };
  const start = () => {
    const size = measure();
    renderer = workerRenderer(canvas, count, size, setRunning) ?? mainThreadRenderer(canvas, count, size, setRunning);
    if (!renderer) return;
    setRunning(false);
    observer.observe(canvas);
    document.addEventListener("visibilitychange", update);
    reducedMotion.addEventListener("change", onMotion);
    window.addEventListener("resize", onResize);
    update();
  };
  // Safari has no requestIdleCallback; a short timeout stands in.
  const hasIdle = typeof window.requestIdleCallback === "function";
  const idle = hasIdle ? window.requestIdleCallback(start, { timeout: 1500 }) : setTimeout(start, 300);

  return () => {
    if (hasIdle) window.cancelIdleCallback(idle as number);
    else clearTimeout(idle);
    renderer?.stop();
    observer.disconnect();
    document.removeEventListener("visibilitychange", update);
    reducedMotion.removeEventListener("change", onMotion);
    window.removeEventListener("resize", onResize);
  };
}
