import { COLUMN_WIDTH, createColumns, step, type RainColumn } from "./rain-model";

const BACKGROUND_FADE = "rgba(7, 9, 11, 0.09)";

/** The canvas's box in CSS pixels, and the device pixels per CSS pixel it is drawn at (at most 2). */
export interface RainSize {
  width: number;
  height: number;
  ratio: number;
}

/**
 * The falling characters drawn on a canvas (docs/product.md#constants): on the page's own
 * canvas, or on the OffscreenCanvas it handed to the rain's worker
 * (docs/decisions/033-main-thread-off.md). Each `draw` fades the last frame and adds one row.
 */
export function rain(canvas: HTMLCanvasElement | OffscreenCanvas, brandWord: string) {
  const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  let columns: RainColumn[] = [];
  let rows = 0;
  let box: RainSize = { width: 0, height: 0, ratio: 1 };

  const draw = () => {
    if (!context) return;
    context.fillStyle = BACKGROUND_FADE;
    context.fillRect(0, 0, box.width, box.height);
    context.font = `600 ${COLUMN_WIDTH - 1}px ui-monospace, Menlo, Consolas, monospace`;
    columns.forEach((column, index) => {
      context.fillStyle = column.color;
      context.fillText(column.char, index * COLUMN_WIDTH, column.pos * COLUMN_WIDTH);
    });
    step(columns, rows, brandWord, Math.random);
  };

  return {
    draw,
    resize(size: RainSize) {
      box = size;
      canvas.width = Math.floor(size.width * size.ratio);
      canvas.height = Math.floor(size.height * size.ratio);
      context?.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
      columns = createColumns(size.width, size.height, brandWord, Math.random);
      rows = Math.ceil(size.height / COLUMN_WIDTH);
    },
    /** A still frame: the rain run forward without showing the steps. */
    still() {
      for (let i = 0; i < rows * 1.5; i++) draw();
    },
  };
}
