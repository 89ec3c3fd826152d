// A minimal PNG writer (8-bit RGB, no interlace) and a raster to paint flat shapes on.
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export class Raster {
  readonly pixels: Uint8Array;
  /** Drawing coordinates are multiplied by `scale`, so a scene drawn for one size renders at another. */
  constructor(readonly width: number, readonly height: number, background: Rgb = [255, 255, 255], readonly scale = 1) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height * 3; i += 3) {
      this.pixels[i] = background[0];
      this.pixels[i + 1] = background[1];
      this.pixels[i + 2] = background[2];
    }
  }

  private span(y: number, x0: number, x1: number, [r, g, b]: Rgb) {
    if (y < 0 || y >= this.height) return;
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(this.width, Math.round(x1));
    for (let x = from; x < to; x++) {
      const i = (y * this.width + x) * 3;
      this.pixels[i] = r;
      this.pixels[i + 1] = g;
      this.pixels[i + 2] = b;
    }
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb) {
    const k = this.scale;
    [x, y, w, h] = [x * k, y * k, w * k, h * k];
    for (let row = Math.max(0, Math.round(y)); row < Math.min(this.height, Math.round(y + h)); row++) {
      this.span(row, x, x + w, color);
    }
  }

  /** Fills a simple polygon (even-odd rule), sampling each row at its centre. */
  fillPolygon(scenePoints: readonly (readonly [number, number])[], color: Rgb) {
    const points = scenePoints.map(([x, y]) => [x * this.scale, y * this.scale] as const);
    const ys = points.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    for (let y = top; y <= bottom; y++) {
      const cy = y + 0.5;
      const xs: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const a = points[i];
        const b = points[(i + 1) % points.length];
        if (!a || !b) continue;
        if ((a[1] <= cy && b[1] > cy) || (b[1] <= cy && a[1] > cy)) {
          xs.push(a[0] + ((cy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
        }
      }
      xs.sort((p, q) => p - q);
      for (let i = 0; i + 1 < xs.length; i += 2) this.span(y, xs[i] ?? 0, xs[i + 1] ?? 0, color);
    }
  }

  fillCircle(cx: number, cy: number, radius: number, color: Rgb) {
    const k = this.scale;
    [cx, cy, radius] = [cx * k, cy * k, radius * k];
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      const dy = y + 0.5 - cy;
      if (Math.abs(dy) > radius) continue;
      const dx = Math.sqrt(radius * radius - dy * dy);
      this.span(y, cx - dx, cx + dx, color);
    }
  }

  /** A vertical gradient between two colours over a band of rows. */
  gradient(y: number, h: number, from: Rgb, to: Rgb) {
    y = Math.round(y * this.scale);
    h = Math.round(h * this.scale);
    for (let row = 0; row < h; row++) {
      const t = h <= 1 ? 0 : row / (h - 1);
      const mix = (k: 0 | 1 | 2) => Math.round(from[k] + (to[k] - from[k]) * t);
      this.span(y + row, 0, this.width, [mix(0), mix(1), mix(2)]);
    }
  }

  toPng(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    // Filter "Sub" on every row: flat shapes become runs of zeros, which deflate fast and small.
    const px = this.pixels;
    for (let y = 0; y < this.height; y++) {
      const out = y * (stride + 1);
      const row = y * stride;
      raw[out] = 1;
      raw[out + 1] = px[row]!;
      raw[out + 2] = px[row + 1]!;
      raw[out + 3] = px[row + 2]!;
      for (let i = 3; i < stride; i++) raw[out + 1 + i] = (px[row + i]! - px[row + i - 3]!) & 0xff;
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', new Uint8Array(0)),
    ]);
  }
}
