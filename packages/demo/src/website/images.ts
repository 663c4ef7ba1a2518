// The demo website's images, drawn at start as PNGs (node:zlib): photos of the catalogue as soft
// gradients, and one large photo of noise that no compression shrinks, for the deliberately heavy page.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

/** An RGB PNG of `width` × `height`, each pixel from `pixel(x, y)`. */
export function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let at = 0;
  for (let y = 0; y < height; y++) {
    rows[at++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rows[at++] = r;
      rows[at++] = g;
      rows[at++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTES: [number, number, number][][] = [
  [
    [196, 120, 74],
    [64, 38, 28],
  ],
  [
    [86, 140, 120],
    [22, 44, 40],
  ],
  [
    [220, 180, 90],
    [90, 50, 30],
  ],
  [
    [120, 110, 180],
    [30, 26, 60],
  ],
];

/** A catalogue photo: a diagonal gradient with a soft round highlight (a few KB). */
export function productPhoto(index: number, width = 480, height = 360): Buffer {
  const [from, to] = PALETTES[index % PALETTES.length] as [
    [number, number, number],
    [number, number, number],
  ];
  return png(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const dx = x - width * 0.6;
    const dy = y - height * 0.4;
    const glow = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) / (height * 0.5)) * 60;
    return [0, 1, 2].map((i) => Math.min(255, Math.round(from[i]! * (1 - t) + to[i]! * t + glow))) as [
      number,
      number,
      number,
    ];
  });
}

/** The heavy page's hero: noise that compresses badly, about 0.9 MB on the wire. */
export function heavyPhoto(width = 1400, height = 700): Buffer {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed & 0xff;
  };
  return png(width, height, (x) => [next(), (next() >> 1) + (x % 64), next() >> 2]);
}
