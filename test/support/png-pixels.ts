// A minimal PNG decoder (8-bit RGB/RGBA, non-interlaced: what resvg and Chromium write) so tests can
// look at pixels, of a rendered chart or a screenshot, without another dependency.
import { inflateSync } from "node:zlib";

export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let off = 8,
    width = 0,
    height = 0,
    colorType = 0,
    bitDepth = 0;
  const idat: Buffer[] = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString("latin1", off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      bitDepth = data[8];
      colorType = data[9];
      if (data[12] !== 0) throw new Error("interlaced PNG not supported");
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    off += 12 + len;
  }
  if (bitDepth !== 8 || (colorType !== 6 && colorType !== 2)) throw new Error(`unsupported PNG: depth ${bitDepth} type ${colorType}`);
  const bpp = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? cur[x - bpp] : 0,
        b = prev[x],
        c = x >= bpp ? prev[x - bpp] : 0;
      let pred = 0;
      if (f === 1) pred = a;
      else if (f === 2) pred = b;
      else if (f === 3) pred = (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c,
          pa = Math.abs(p - a),
          pb = Math.abs(p - b),
          pc = Math.abs(p - c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[x] = (line[x] + pred) & 255;
    }
    for (let x = 0; x < width; x++) {
      out.set([cur[x * bpp], cur[x * bpp + 1], cur[x * bpp + 2], bpp === 4 ? cur[x * bpp + 3] : 255], (y * width + x) * 4);
    }
    prev = cur;
  }
  return { width, height, rgba: out };
}

/** Share of pixels that are not (near) white, and the variance of their grey level. */
export function inkStats(
  p: Pixels,
  region?: { x: number; y: number; w: number; h: number },
): { ink: number; variance: number; colours: number } {
  const { x: x0, y: y0, w, h } = region ?? { x: 0, y: 0, w: p.width, h: p.height };
  let ink = 0,
    sum = 0,
    sum2 = 0,
    n = 0;
  const colours = new Set<number>();
  for (let y = y0; y < Math.min(p.height, y0 + h); y++) {
    for (let x = x0; x < Math.min(p.width, x0 + w); x++) {
      const i = (y * p.width + x) * 4;
      const [r, g, b] = [p.rgba[i], p.rgba[i + 1], p.rgba[i + 2]];
      const grey = (r + g + b) / 3;
      if (grey < 240) ink++;
      sum += grey;
      sum2 += grey * grey;
      n++;
      if (colours.size < 1000) colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    }
  }
  const mean = sum / n;
  return { ink: ink / n, variance: sum2 / n - mean * mean, colours: colours.size };
}

/** Share of pixels that differ from the most common colour (the page background). */
export function nonBackgroundShare(p: Pixels): number {
  const counts = new Map<number, number>();
  const n = p.width * p.height;
  for (let i = 0; i < n; i++) {
    const key = (p.rgba[i * 4] << 16) | (p.rgba[i * 4 + 1] << 8) | p.rgba[i * 4 + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return 1 - Math.max(...counts.values()) / n;
}

/** Exact number of distinct colours: a page with charts has many (axes, marks, antialiased text). */
export function distinctColours(p: Pixels): number {
  const seen = new Set<number>();
  for (let i = 0; i < p.width * p.height; i++) seen.add((p.rgba[i * 4] << 16) | (p.rgba[i * 4 + 1] << 8) | p.rgba[i * 4 + 2]);
  return seen.size;
}
