// A minimal PNG reader for screenshots (8-bit RGB or RGBA, not interlaced: what Chromium writes), so
// tests can tell a rendered page from a blank one by looking at pixels rather than file sizes.
import { inflateSync } from "node:zlib";

export interface Pixels {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Uint8Array;
}

export function readPng(bytes: Buffer): Pixels {
  const signature = "89504e470d0a1a0a";
  if (bytes.subarray(0, 8).toString("hex") !== signature) throw new Error("not a PNG file");
  let offset = 8;
  let width = 0, height = 0, bitDepth = 0, colorType = 0, interlace = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      bitDepth = body[8];
      colorType = body[9];
      interlace = body[12];
    } else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) {
    throw new Error(`unsupported PNG: bitDepth ${bitDepth}, colorType ${colorType}, interlace ${interlace}`);
  }
  const channels = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[y * stride + x - channels] : 0;
      const b = y > 0 ? data[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? data[(y - 1) * stride + x - channels] : 0;
      let v = line[x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) v += paeth(a, b, c);
      data[y * stride + x] = v & 0xff;
    }
  }
  return { width, height, channels, data };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Share of pixels that differ from the most common colour (the page background). */
export function nonBackgroundShare(px: Pixels): number {
  const counts = new Map<number, number>();
  const n = px.width * px.height;
  for (let i = 0; i < n; i++) {
    const o = i * px.channels;
    const key = (px.data[o] << 16) | (px.data[o + 1] << 8) | px.data[o + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = Math.max(...counts.values());
  return 1 - background / n;
}

/** Number of distinct colours: a page with charts has many (axes, marks, antialiased text). */
export function distinctColours(px: Pixels): number {
  const seen = new Set<number>();
  for (let i = 0; i < px.width * px.height; i++) {
    const o = i * px.channels;
    seen.add((px.data[o] << 16) | (px.data[o + 1] << 8) | px.data[o + 2]);
  }
  return seen.size;
}
