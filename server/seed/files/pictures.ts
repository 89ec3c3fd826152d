// Raster "photos" for the demo: boxes on a warehouse floor, and receipt screenshots.
import { Raster, type Rgb } from './png.ts';
import { createRng, type Rng } from '../lib/random.ts';

const BLUE: Rgb = [29, 78, 216];
const ORANGE: Rgb = [249, 115, 22];
const shade = ([r, g, b]: Rgb, f: number): Rgb => [
  Math.min(255, Math.round(r * f)),
  Math.min(255, Math.round(g * f)),
  Math.min(255, Math.round(b * f)),
];

/** A cardboard box seen from the front-right: front face, right side and top, with tape and a label. */
function drawBox(img: Raster, rng: Rng, x: number, y: number, w: number, h: number, depth: number) {
  const base: Rgb = rng.pick<Rgb>([[196, 150, 100], [205, 162, 112], [184, 140, 92]]);
  const dx = depth * 0.7;
  const dy = depth * 0.45;
  img.fillPolygon([[x, y], [x + dx, y - dy], [x + w + dx, y - dy], [x + w, y]], shade(base, 1.14)); // top
  img.fillPolygon([[x + w, y], [x + w + dx, y - dy], [x + w + dx, y + h - dy], [x + w, y + h]], shade(base, 0.78)); // side
  img.fillRect(x, y, w, h, base); // front
  // Packing tape across the top and down the front.
  const tape = Math.max(6, w * 0.1);
  const tx = x + w / 2 - tape / 2;
  img.fillPolygon([[tx, y], [tx + dx, y - dy], [tx + dx + tape, y - dy], [tx + tape, y]], shade(base, 1.3));
  img.fillRect(tx, y, tape, h * 0.28, shade(base, 1.22));
  // The shipping label: a brand stripe, text lines and a barcode.
  if (w > 70 && h > 50) {
    const lw = Math.min(w * 0.42, 120);
    const lh = Math.min(h * 0.48, 84);
    const lx = x + w * 0.08;
    const ly = y + h * 0.38;
    img.fillRect(lx, ly, lw, lh, [250, 250, 246]);
    img.fillRect(lx, ly, lw, lh * 0.16, BLUE);
    img.fillRect(lx + lw * 0.72, ly + lh * 0.03, lw * 0.22, lh * 0.1, ORANGE);
    for (let i = 0; i < 2; i++) img.fillRect(lx + 5, ly + lh * (0.26 + i * 0.13), lw * (0.45 + rng.next() * 0.4), 3, [90, 90, 96]);
    let bx = lx + 5;
    const top = ly + lh * 0.58;
    while (bx < lx + lw - 8) {
      const bw = rng.int(1, 3);
      img.fillRect(bx, top, bw, lh * 0.34, [20, 20, 24]);
      bx += bw + rng.int(1, 3);
    }
  }
}

/** A photo of a shipment's boxes: wall, floor, a pallet and 1–3 stacked boxes. */
function boxPhoto(rng: Rng): Buffer {
  const W = 480; // the scene's coordinates; rendered at 400 × 300
  const H = 360;
  const img = new Raster(400, 300, [255, 255, 255], 400 / W);
  const horizon = rng.int(170, 210);
  img.gradient(0, horizon, [232, 234, 238], [214, 218, 224]);
  img.gradient(horizon, H - horizon, [160, 164, 170], [122, 126, 132]);
  img.fillRect(0, horizon + 18, W, 7, [244, 196, 48]); // the floor's safety line
  // Shelving in the background.
  for (let i = 0; i < 3; i++) {
    const sx = 20 + i * 160 + rng.int(-10, 10);
    img.fillRect(sx, 30, 6, horizon - 30, [70, 90, 140]);
    img.fillRect(sx + 120, 30, 6, horizon - 30, [70, 90, 140]);
    for (let s = 0; s < 3; s++) img.fillRect(sx, 50 + s * 48, 126, 5, ORANGE);
  }
  // The pallet.
  const px = rng.int(40, 70);
  const pw = W - px * 2 + rng.int(-10, 10);
  const py = H - rng.int(60, 80);
  img.fillRect(px, py, pw, 10, [168, 128, 78]);
  img.fillRect(px, py + 20, pw, 10, [168, 128, 78]);
  for (let k = 0; k < 3; k++) img.fillRect(px + k * (pw - 18) / 2, py + 10, 18, 10, [120, 88, 52]);
  img.fillRect(px + 6, py + 30, pw - 12, 5, [96, 98, 104]); // shadow
  // Boxes: one big one, maybe a second beside it, maybe a small one on top of the first.
  const count = rng.int(1, 3);
  const x1 = px + rng.int(10, 20);
  const w1 = count === 1 ? rng.int(170, 220) : rng.int(130, 170);
  const h1 = rng.int(100, 140);
  drawBox(img, rng, x1, py - h1, w1, h1, rng.int(50, 70));
  if (count === 3) {
    const w3 = rng.int(80, 100);
    const h3 = rng.int(50, 70);
    drawBox(img, rng, x1 + rng.int(10, 30), py - h1 - h3 - 2, w3, h3, rng.int(30, 45));
  }
  if (count >= 2) {
    const w2 = rng.int(80, 110);
    const h2 = rng.int(60, 90);
    drawBox(img, rng, x1 + w1 + 8, py - h2, w2, h2, rng.int(40, 60));
  }
  return img.toPng();
}

/** A phone screenshot of a receipt or an order confirmation: header, lines, a total and a check mark. */
function receiptImage(rng: Rng, accent: Rgb, lines = 7): Buffer {
  const W = 300;
  const H = 480;
  const img = new Raster(W, H, [246, 247, 249]);
  img.fillRect(0, 0, W, 64, accent);
  img.fillRect(20, 24, 120, 14, [255, 255, 255]);
  img.fillRect(16, 84, W - 32, H - 110, [255, 255, 255]);
  img.fillCircle(W / 2, 130, 26, [22, 163, 74]);
  img.fillPolygon([[W / 2 - 13, 130], [W / 2 - 5, 139], [W / 2 + 13, 119], [W / 2 + 17, 123], [W / 2 - 5, 147], [W / 2 - 17, 134]], [255, 255, 255]);
  let y = 180;
  for (let i = 0; i < lines; i++) {
    img.fillRect(32, y, rng.int(60, 100), 7, [150, 154, 162]);
    const amount = rng.int(36, 70);
    img.fillRect(W - 32 - amount, y, amount, 7, [60, 64, 72]);
    y += 22;
  }
  img.fillRect(32, y + 8, W - 64, 2, [220, 222, 228]);
  img.fillRect(32, y + 24, 70, 10, [20, 20, 24]);
  img.fillRect(W - 122, y + 22, 90, 14, [20, 20, 24]);
  img.fillRect(32, H - 70, W - 64, 30, accent);
  return img.toPng();
}

// Rendering is the slowest part of the seed, so a few variants are drawn once and shared.
const PHOTO_VARIANTS = 10;
const photoCache = new Map<number, Buffer>();
const receiptCache = new Map<string, Buffer>();

/** One of a fixed set of box photos (the n-th, modulo the set). */
export function boxPhotoVariant(n: number): Buffer {
  const k = n % PHOTO_VARIANTS;
  let photo = photoCache.get(k);
  if (!photo) {
    photo = boxPhoto(createRng(7_000 + k));
    photoCache.set(k, photo);
  }
  return photo;
}

/** A receipt screenshot in an accent colour, with 5–7 lines (the n-th variant). */
export function receiptVariant(accent: Rgb, n: number): Buffer {
  const lines = 5 + (n % 3);
  const key = `${accent.join(',')}/${lines}`;
  let receipt = receiptCache.get(key);
  if (!receipt) {
    receipt = receiptImage(createRng(9_000 + lines), accent, lines);
    receiptCache.set(key, receipt);
  }
  return receipt;
}
