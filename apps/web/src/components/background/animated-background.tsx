import { useEffect, useRef } from 'react';

interface Node {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** Deterministic pseudo-random sequence (mulberry32): the same sky on every visit, no Math.random. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LINK_DISTANCE = 150;
const FRAME_INTERVAL_MS = 1000 / 30;
const ALPHA_BANDS = 4;

/**
 * A slow constellation of evidence points that link up when they come close. Drawn on one canvas
 * at ≤ 30 fps, paused while the tab is hidden, a single still frame under prefers-reduced-motion.
 */
export function AnimatedBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
    let nodes: Node[] = [];
    let width = 0;
    let height = 0;
    let color = getComputedStyle(canvas).color;
    let frame: number | null = null;
    let lastDraw = 0;

    const resize = () => {
      // Decorative and soft-edged: CSS-pixel resolution is enough and keeps each frame cheap.
      const ratio = 1;
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      const random = sequence(20261122);
      const count = Math.max(14, Math.min(44, Math.round((width * height) / 28000)));
      nodes = Array.from({ length: count }, () => ({
        x: random() * width,
        y: random() * height,
        vx: (random() - 0.5) * 0.25,
        vy: (random() - 0.5) * 0.25,
      }));
    };

    // Lines are batched by opacity band so a frame costs a handful of strokes, not hundreds.
    const bands: number[][] = Array.from({ length: ALPHA_BANDS }, () => []);
    const draw = () => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = color;
      context.strokeStyle = color;
      for (const band of bands) band.length = 0;
      for (let i = 0; i < nodes.length; i += 1) {
        const a = nodes[i]!;
        for (let j = i + 1; j < nodes.length; j += 1) {
          const b = nodes[j]!;
          const dx = a.x - b.x;
          const dy = a.y - b.y;
          const distanceSquared = dx * dx + dy * dy;
          if (distanceSquared < LINK_DISTANCE * LINK_DISTANCE) {
            const closeness = 1 - Math.sqrt(distanceSquared) / LINK_DISTANCE;
            bands[Math.min(ALPHA_BANDS - 1, Math.floor(closeness * ALPHA_BANDS))]!.push(a.x, a.y, b.x, b.y);
          }
        }
      }
      bands.forEach((band, index) => {
        if (band.length === 0) return;
        context.globalAlpha = ((index + 1) / ALPHA_BANDS) * 0.35;
        context.beginPath();
        for (let k = 0; k < band.length; k += 4) {
          context.moveTo(band[k]!, band[k + 1]!);
          context.lineTo(band[k + 2]!, band[k + 3]!);
        }
        context.stroke();
      });
      context.globalAlpha = 0.6;
      context.beginPath();
      for (const node of nodes) {
        context.moveTo(node.x + 1.6, node.y);
        context.arc(node.x, node.y, 1.6, 0, Math.PI * 2);
      }
      context.fill();
    };

    const step = (now: number) => {
      frame = window.requestAnimationFrame(step);
      if (now - lastDraw < FRAME_INTERVAL_MS) return;
      const elapsed = Math.min(now - lastDraw, 100) / 16.7;
      lastDraw = now;
      for (const node of nodes) {
        node.x += node.vx * elapsed;
        node.y += node.vy * elapsed;
        if (node.x < -20) node.x = width + 20;
        if (node.x > width + 20) node.x = -20;
        if (node.y < -20) node.y = height + 20;
        if (node.y > height + 20) node.y = -20;
      }
      draw();
    };

    const stop = () => {
      if (frame !== null) window.cancelAnimationFrame(frame);
      frame = null;
    };
    const start = () => {
      stop();
      draw();
      if (motionQuery.matches || document.hidden) return;
      lastDraw = performance.now();
      frame = window.requestAnimationFrame(step);
    };

    const onResize = () => {
      resize();
      start();
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const themeObserver = new MutationObserver(() => {
      color = getComputedStyle(canvas).color;
      draw();
    });

    resize();
    start();
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', onVisibility);
    motionQuery.addEventListener('change', start);
    themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

    return () => {
      stop();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
      motionQuery.removeEventListener('change', start);
      themeObserver.disconnect();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      className="animate-[verity-fade-in_1.2s_ease-out] absolute inset-0 size-full text-primary opacity-60 [mask-image:radial-gradient(ellipse_80%_70%_at_50%_20%,black,transparent)] dark:opacity-70"
    />
  );
}
