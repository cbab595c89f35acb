import { useEffect, useRef } from "react";
import { COLUMN_WIDTH, TICK_MS, createColumns, step, type RainColumn } from "./rain-model";

const BACKGROUND_FADE = "rgba(7, 9, 11, 0.09)";

/**
 * The hero's falling characters (docs/product.md#constants, docs/architecture.md#look-and-feel). It starts only once the page is idle,
 * so it never competes with the first paint or the first input; it pauses while off screen
 * or while the tab is hidden; under prefers-reduced-motion it draws one still frame.
 */
export function FallingCharacters({ brandWord }: { brandWord: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let columns: RainColumn[] = [];
    let rows = 0;
    let frame = 0;
    let last = 0;
    let visible = true;
    let started = false;

    const draw = () => {
      context.fillStyle = BACKGROUND_FADE;
      context.fillRect(0, 0, canvas.clientWidth, canvas.clientHeight);
      context.font = `600 ${COLUMN_WIDTH - 1}px ui-monospace, Menlo, Consolas, monospace`;
      columns.forEach((column, index) => {
        context.fillStyle = column.color;
        context.fillText(column.char, index * COLUMN_WIDTH, column.pos * COLUMN_WIDTH);
      });
      step(columns, rows, brandWord, Math.random);
    };

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const { clientWidth: width, clientHeight: height } = canvas;
      canvas.width = Math.floor(width * ratio);
      canvas.height = Math.floor(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      columns = createColumns(width, height, brandWord, Math.random);
      rows = Math.ceil(height / COLUMN_WIDTH);
      if (reducedMotion) {
        // A still frame: run the rain forward without showing the steps, draw once.
        for (let i = 0; i < rows * 1.5; i++) draw();
      }
    };

    const tick = (time: number) => {
      frame = 0;
      if (!visible || document.hidden) return;
      if (time - last >= TICK_MS) {
        last = time;
        draw();
      }
      frame = requestAnimationFrame(tick);
    };
    const play = () => {
      if (!reducedMotion && started && !frame && visible && !document.hidden) frame = requestAnimationFrame(tick);
    };

    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
      play();
    });
    const onVisibility = () => play();
    const onResize = () => resize();

    const start = () => {
      started = true;
      resize();
      observer.observe(canvas);
      document.addEventListener("visibilitychange", onVisibility);
      window.addEventListener("resize", onResize);
      play();
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2500 })
      : window.setTimeout(start, 1200);

    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("resize", onResize);
    };
  }, [brandWord]);

  return <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full opacity-40" />;
}
