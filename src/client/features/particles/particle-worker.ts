/**
 * The particle animation off the page's main thread: the worker owns the
 * canvas (transferred as an OffscreenCanvas) and draws its frames, which reach
 * the screen without the main thread, so the page stays responsive while it
 * runs. The page tells it the canvas's size and whether to run
 * (particle-animation.ts); it answers whether it runs.
 */
import { createParticleScene, sceneLoop, type ParticleScene, type SceneLoop } from "./particle-scene";

export type ParticleWorkerMessage =
  | { type: "init"; canvas: OffscreenCanvas; count: number; width: number; height: number; dpr: number }
  | { type: "resize"; width: number; height: number; dpr: number }
  | { type: "run"; run: boolean };

/** What this file uses of a dedicated worker's global scope (the project's types are the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ParticleWorkerMessage>) => void) | null;
  postMessage(message: { running: boolean }): void;
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
}
const scope = self as unknown as WorkerScope;
// Workers of some browsers have no requestAnimationFrame; a 60 Hz timer stands in.
const raf = scope.requestAnimationFrame?.bind(scope);
const caf = scope.cancelAnimationFrame?.bind(scope);
const nextFrame = (cb: () => void): number => (raf ? raf(cb) : (setTimeout(cb, 16) as unknown as number));
const cancelFrame = (id: number): void => (caf ? caf(id) : clearTimeout(id));

let scene: ParticleScene | undefined;
let frames: SceneLoop | undefined;

scope.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    const ctx = msg.canvas.getContext("2d", { alpha: true });
    if (!ctx) return;
    scene = createParticleScene(msg.canvas, ctx, msg.count);
    scene.resize(msg.width, msg.height, msg.dpr);
    scene.draw();
    frames = sceneLoop(scene, nextFrame, cancelFrame);
  } else if (!scene || !frames) {
    return;
  } else if (msg.type === "resize") {
    scene.resize(msg.width, msg.height, msg.dpr);
    scene.draw();
  } else {
    frames.run(msg.run);
  }
  scope.postMessage({ running: frames?.running ?? false });
};
