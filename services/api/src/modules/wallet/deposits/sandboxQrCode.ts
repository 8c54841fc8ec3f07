import { createHash } from 'node:crypto';

const SIZE = 21;
const CELL = 8;

function isFinder(x: number, y: number): boolean {
  const inSquare = (ox: number, oy: number) => x >= ox && x < ox + 7 && y >= oy && y < oy + 7;
  return inSquare(0, 0) || inSquare(SIZE - 7, 0) || inSquare(0, SIZE - 7);
}

function finderCell(x: number, y: number): boolean {
  const lx = x >= SIZE - 7 ? x - (SIZE - 7) : x;
  const ly = y >= SIZE - 7 ? y - (SIZE - 7) : y;
  const ring = Math.max(Math.abs(lx - 3), Math.abs(ly - 3));
  return ring !== 2;
}

/**
 * A QR-looking picture for a sandbox receiving account: the sandbox has no real payee, so the image
 * only has to look like a payment code and differ per account (the pattern comes from `seed`).
 * Word-free, so it needs no translation.
 */
export function sandboxQrCode(seed: string): string {
  const bits = createHash('sha256').update(seed).digest();
  const cells: string[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const i = y * SIZE + x;
      const on = isFinder(x, y) ? finderCell(x, y) : (bits[i % bits.length]! >> (i % 8)) & 1;
      if (on)
        cells.push(`<rect x="${x * CELL}" y="${y * CELL}" width="${CELL}" height="${CELL}"/>`);
    }
  }
  const side = SIZE * CELL;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="-8 -8 ${side + 16} ${side + 16}"><rect x="-8" y="-8" width="${side + 16}" height="${side + 16}" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
