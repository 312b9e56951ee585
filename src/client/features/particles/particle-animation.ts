/**
 * The home page's background animation: particles drifting on a canvas.
 * Cheap per frame (typed arrays, one path per colour, no allocations); it
 * pauses while the tab is hidden or the canvas is off screen, starts only
 * after the page is idle, and draws one still frame for prefers-reduced-motion.
 * Loaded on demand by ParticleField, so the home page's first script stays small.
 * Returns a function that stops it.
 */
export function animateParticles(canvas: HTMLCanvasElement, count: number): () => void {
  const ctx = canvas.getContext("2d", { alpha: true });
  if (!ctx) return () => {};
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const dpr = Math.min(window.devicePixelRatio || 1, 1.5);
  const x = new Float32Array(count);
  const y = new Float32Array(count);
  const vx = new Float32Array(count);
  const vy = new Float32Array(count);
  const size = new Float32Array(count);
  let width = 0;
  let height = 0;
  // Deterministic pseudo-random numbers: the still image is the same on every visit.
  let seed = 42;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

  const resize = () => {
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  };
  resize();
  for (let i = 0; i < count; i++) {
    x[i] = rand() * width;
    y[i] = rand() * height;
    vx[i] = (rand() - 0.5) * 0.25;
    vy[i] = (rand() - 0.5) * 0.25;
    size[i] = 0.6 + rand() * 1.6;
  }
  const colours = ["rgba(168,85,247,0.55)", "rgba(236,72,153,0.5)", "rgba(255,255,255,0.35)"];

  const draw = () => {
    ctx.clearRect(0, 0, width, height);
    for (let c = 0; c < colours.length; c++) {
      ctx.fillStyle = colours[c]!;
      ctx.beginPath();
      for (let i = c; i < count; i += colours.length) {
        const s = size[i]!;
        ctx.rect(x[i]!, y[i]!, s, s);
      }
      ctx.fill();
    }
  };
  const step = () => {
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
  };

  let frame = 0;
  let onScreen = true;
  let running = false;
  const loop = () => {
    step();
    draw();
    frame = requestAnimationFrame(loop);
  };
  const update = () => {
    const shouldRun = !reduced && onScreen && document.visibilityState === "visible";
    if (shouldRun && !running) {
      running = true;
      frame = requestAnimationFrame(loop);
    } else if (!shouldRun && running) {
      running = false;
      cancelAnimationFrame(frame);
    }
    canvas.dataset.running = String(running);
  };

  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((e) => e.isIntersecting);
    update();
  });
  const onResize = () => {
    resize();
    draw();
  };
  const start = () => {
    draw();
    observer.observe(canvas);
    document.addEventListener("visibilitychange", update);
    window.addEventListener("resize", onResize);
    update();
  };
  // Safari has no requestIdleCallback; a short timeout stands in.
  const hasIdle = typeof window.requestIdleCallback === "function";
  const idle = hasIdle ? window.requestIdleCallback(start, { timeout: 1500 }) : setTimeout(start, 300);

  return () => {
    if (hasIdle) window.cancelIdleCallback(idle as number);
    else clearTimeout(idle);
    cancelAnimationFrame(frame);
    observer.disconnect();
    document.removeEventListener("visibilitychange", update);
    window.removeEventListener("resize", onResize);
  };
}
