// Labels for a scatter plot that never overlap. Vega-Lite has no label placement of its own, and a
// text layer beside every point writes names over each other where points crowd (PCSK9 over KRAS).
// The scales' domains are fixed here, so each point's pixel position is known: labels are placed in
// order of importance, to the right of their point, else to its left, above or below it, and a
// label that would cover another label, another point or leave the plot is not drawn.
import { textWidth } from "./text-width.js";

interface LabelledPoint {
  x: number;
  y: number;
  label: string;
}

export const LABEL_SIDES = ["right", "left", "above", "below"] as const;
export type LabelSide = (typeof LABEL_SIDES)[number];

interface PlotBox {
  width: number;
  height: number;
  x: [number, number];
  y: [number, number];
}

const FONT_SIZE = 10;
/** Pixels between a point's centre and its label. */
export const LABEL_OFFSET = 7;
const POINT_RADIUS = 5;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Share of the data's range kept free at each end, so no point sits on the plot's edge with no room for its label. */
const EDGE_ROOM = 0.03;

/** A domain [lo, hi] around the values that ends on round numbers (steps of 1, 2 or 5 times a power of ten). */
export function roundDomain(values: readonly number[], includeZero: boolean): [number, number] {
  const min = Math.min(...values, ...(includeZero ? [0] : []));
  const max = Math.max(...values, ...(includeZero ? [0] : []));
  if (min === max) return [min - 1, max + 1];
  const lo = min === 0 ? 0 : min - (max - min) * EDGE_ROOM;
  const hi = max === 0 ? 0 : max + (max - min) * EDGE_ROOM;
  const rough = (hi - lo) / 10;
  const power = 10 ** Math.floor(Math.log10(rough));
  const steps = [1, 2, 5, 10].map((m) => m * power);
  const step = steps.reduce((best, s) => (Math.abs(Math.log(s / rough)) < Math.abs(Math.log(best / rough)) ? s : best));
  const round = (v: number) => Number(v.toPrecision(12));
  return [round(Math.floor(lo / step) * step), round(Math.ceil(hi / step) * step)];
}

/**
 * Which side each point's label goes (null: not drawn), trying the points in the order given and
 * drawing at most `max` labels.
 */
export function placeLabels(points: readonly LabelledPoint[], plot: PlotBox, max: number): (LabelSide | null)[] {
  const px = (v: number) => ((v - plot.x[0]) / (plot.x[1] - plot.x[0])) * plot.width;
  const py = (v: number) => plot.height - ((v - plot.y[0]) / (plot.y[1] - plot.y[0])) * plot.height;
  const centres = points.map((p) => ({ x: px(p.x), y: py(p.y) }));
  const dots: Box[] = centres.map((c) => ({
    left: c.x - POINT_RADIUS,
    right: c.x + POINT_RADIUS,
    top: c.y - POINT_RADIUS,
    bottom: c.y + POINT_RADIUS,
  }));
  const placed: Box[] = [];
  const sides: (LabelSide | null)[] = points.map(() => null);
  for (let i = 0; i < points.length && placed.length < max; i++) {
    const width = textWidth(points[i].label, FONT_SIZE);
    const { x, y } = centres[i];
    const beside = { top: y - FONT_SIZE / 2 - 1, bottom: y + FONT_SIZE / 2 + 1 };
    const centred = { left: x - width / 2, right: x + width / 2 };
    const candidates: [LabelSide, Box][] = [
      ["right", { left: x + LABEL_OFFSET, right: x + LABEL_OFFSET + width, ...beside }],
      ["left", { left: x - LABEL_OFFSET - width, right: x - LABEL_OFFSET, ...beside }],
      ["above", { ...centred, top: y - LABEL_OFFSET - FONT_SIZE - 1, bottom: y - LABEL_OFFSET + 1 }],
      ["below", { ...centred, top: y + LABEL_OFFSET - 1, bottom: y + LABEL_OFFSET + FONT_SIZE + 1 }],
    ];
    for (const [side, box] of candidates) {
      const inside = box.left >= 0 && box.right <= plot.width && box.top >= 0 && box.bottom <= plot.height;
      const free = inside && !placed.some((b) => overlaps(b, box)) && !dots.some((d, j) => j !== i && overlaps(d, box));
      if (free) {
        placed.push(box);
        sides[i] = side;
        break;
      }
    }
  }
  return sides;
}
