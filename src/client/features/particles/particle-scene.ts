/**
 * The particles themselves: positions in typed arrays, one path per colour,
 * no allocations per frame. Drawn on a canvas's 2D context either in a worker
 * (particle-worker.ts, through an OffscreenCanvas) or, where a browser has no
 * OffscreenCanvas, on the page's main thread (particle-animation.ts).
 */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleScene {
  /** The canvas's size in CSS pixels, and the device pixel ratio to draw at. */
  resize(width: number, height: number, dpr: number): void;
  /** Moves every particle one frame on. */
  step(): void;
  draw(): void;
}

const COLOURS = ["rgba(168,85,247,0.55)", "rgba(236,72,153,0.5)", "rgba(255,255,255,0.35)"];

/** The device pixel ratio the canvas is drawn at: sharp enough, never more pixels than needed. */
export function canvasPixelRatio(devicePixelRatio: number): number {
  return Math.min(devicePixelRatio || 1, 1.5);
}

export function createParticleScene(canvas: HTMLCanvasElement | OffscreenCanvas, ctx: Context2D, count: number): ParticleScene {
  const x = new Float32Array(count);
  const y = new Float32Array(count);
  const vx = new Float32Array(count);
  const vy = new Float32Array(count);
  const size = new Float32Array(count);
  let width = 0;
  let height = 0;
  let placed = false;
  // Deterministic pseudo-random numbers: the still image is the same on every visit.
  let seed = 42;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

  return {
    resize(w, h, dpr) {
      width = w;
      height = h;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (placed) return;
      placed = true;
      for (let i = 0; i < count; i++) {
        x[i] = rand() * width;
        y[i] = rand() * height;
        vx[i] = (rand() - 0.5) * 0.25;
        vy[i] = (rand() - 0.5) * 0.25;
        size[i] = 0.6 + rand() * 1.6;
      }
    },
    step() {
      for (let i = 0; i < count; i++) {
        let nx = x[i]! + vx[i]!;
        let ny = y[i]! + vy[i]!;
        if (nx < 0) nx += width;
        else if (nx > width) nx -= width;
        if (ny < 0) ny += height;
        else if (ny > height) ny -= height;
        x[i] = nx;
        y[i] = ny;
      }
    },
    draw() {
      ctx.clearRect(0, 0, width, height);
      for (let c = 0; c < COLOURS.length; c++) {
        ctx.fillStyle = COLOURS[c]!;
        ctx.beginPath();
        for (let i = c; i < count; i += COLOURS.length) {
          const s = size[i]!;
          ctx.rect(x[i]!, y[i]!, s, s);
        }
        ctx.fill();
      }
    },
  };
}

export interface SceneLoop {
  readonly running: boolean;
  /** Starts or stops the frames; false when the scene already was in that state. */
  run(run: boolean): boolean;
  stop(): void;
}

/** Steps and draws a scene once per frame while asked to: the same loop in the worker and on the main thread. */
export function sceneLoop(scene: ParticleScene, next: (cb: () => void) => number, cancel: (id: number) => void): SceneLoop {
  let frame = 0;
  let running = false;
  const loop = () => {
    scene.step();
    scene.draw();
    frame = next(loop);
  };
  return {
    get running() {
      return running;
    },
    run(run) {
      if (run === running) return false;
      running = run;
      if (run) frame = next(loop);
      else cancel(frame);
      return true;
    },
    stop() {
      running = false;
      cancel(frame);
    },
  };
}
