/**
 * The demo's images as SVG text: brand monograms, card faces and bank logos, generated from the
 * dataset so nothing is fetched from the internet. Pure; the admin CLI writes them to
 * web/public/demo/, and `npm run demo:images` draws the raster copies the pages show.
 */
import { brandKey } from '../brands.js';
import { slugify } from '../ids.js';
import { bankSlug } from '../ids.js';
import { initials } from '../text.js';
import type { DemoDataset } from './generate.js';

/** XML-escapes text content and attribute values. */
function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A stable hue from a string, so a brand keeps its colour across runs. */
function hue(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % 360;
}

const FOOD_GLYPH =
  'M-14 -18v14a6 6 0 0 0 5 6v16h4v-16a6 6 0 0 0 5-6v-14h-3v12h-2v-12h-3v12h-2v-12zM10 -18c-4 0-6 6-6 12v6h4v18h4v-36z';

const CATEGORY_GLYPH: Readonly<Record<string, string>> = {
  Food: FOOD_GLYPH,
  Lifestyle: 'M-16 -8h32l-4 28h-24zM-8 -8v-4a8 8 0 0 1 16 0v4h-3v-4a5 5 0 0 0 -10 0v4z',
  Health: 'M-6 -18h12v12h12v12h-12v12h-12v-12h-12v-12h12z',
  Entertainment: 'M-18 -14h36v28h-36zM-10 -8v16l14 -8z',
};

/** A brand monogram (480×320): initials on a tinted panel with the brand name and a category glyph. */
export function brandSvg(name: string, category: string): string {
  const h = hue(name);
  // Symbols such as & are not initials: "Frost & Fudge" reads FF.
  const mono = esc(initials(name.replace(/(^|\s)[^\p{L}\p{N}\s]+(?=\s|$)/gu, ' ')) || '?');
  const glyph = CATEGORY_GLYPH[category] ?? FOOD_GLYPH;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img" aria-label="${esc(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},62%,46%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},58%,30%)"/></linearGradient></defs>
<rect width="480" height="320" fill="url(#g)"/>
<circle cx="240" cy="140" r="78" fill="#fff" fill-opacity="0.16"/>
<text x="240" y="168" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="84" font-weight="700" fill="#fff">${mono}</text>
<text x="240" y="272" text-anchor="middle" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="26" font-weight="600" fill="#fff">${esc(name)}</text>
<g transform="translate(436 44)" fill="#fff" fill-opacity="0.85"><path d="${glyph}"/></g>
</svg>
`;
}

/** A card face (340×214, the ID-1 ratio): bank colours, chip, card name, tier and network. */
export function cardSvg(
  card: { cardName: string; tier?: string; network?: string },
  bank: { bankName: string; color: string; accent: string },
): string {
  const network = card.network ?? 'Visa';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 214" width="340" height="214" role="img" aria-label="${esc(card.cardName)}">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bank.color}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="340" height="214" rx="14" fill="url(#c)"/>
<path d="M0 150 C 90 110 220 190 340 120 V214 H0z" fill="${bank.accent}" fill-opacity="0.25"/>
<text x="20" y="36" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">${esc(bank.bankName)}</text>
<text x="320" y="36" text-anchor="end" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="13" fill="${bank.accent}">${esc(card.tier ?? '')}</text>
<rect x="22" y="70" width="44" height="34" rx="6" fill="#d9b45a"/><path d="M22 87h44M44 70v34" stroke="#a8863a" stroke-width="2"/>
<text x="22" y="140" font-family="'Courier New', monospace" font-size="17" fill="#fff" letter-spacing="2">•••• •••• •••• 4242</text>
<text x="22" y="190" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="13" fill="#fff">${esc(card.cardName)}</text>
<text x="320" y="190" text-anchor="end" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="16" font-style="italic" font-weight="700" fill="#fff">${esc(network)}</text>
</svg>
`;
}

/** A bank logo (128×128): the bank's mark on its colour. */
export function bankSvg(bank: {
  bankName: string;
  mark: string;
  color: string;
  accent: string;
}): string {
  const size = bank.mark.length > 3 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${esc(bank.bankName)}">
<rect width="128" height="128" rx="24" fill="${bank.color}"/>
<circle cx="104" cy="24" r="10" fill="${bank.accent}"/>
<text x="64" y="78" text-anchor="middle" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${esc(bank.mark)}</text>
</svg>
`;
}

/** The placeholder deal image. */
export function placeholderDealSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img" aria-label="Deal">
<rect width="480" height="320" fill="#e5e7eb"/>
<path d="M200 120h80l20 30-60 70-60-70z" fill="#9ca3af"/>
<text x="240" y="270" text-anchor="middle" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="24" fill="#6b7280">Special Offer</text>
</svg>
`;
}

/** The placeholder card face for the Default Card. */
export function defaultCardSvg(): string {
  return cardSvg(
    { cardName: 'Default Card', tier: '', network: '' },
    { bankName: 'Card', color: '#4b5563', accent: '#d1d5db' },
  );
}

/**
 * A raster copy of a demo SVG (WebP), which is what the data points at for the pictures the public
 * pages show many of: a phone paints an SVG picture as a document of its own, laying it out and
 * shaping its text on the main thread each time (a place page's bank logos were most of a paint
 * of 70 ms at a quarter of this machine's speed), while it decodes a WebP off the main thread.
 */
export interface DemoRaster {
  /** Relative to web/public, like the SVG's. */
  readonly path: string;
  /** In pixels: the SVG's size times 2 for pictures shown wide on high-density screens, else 1. */
  readonly width: number;
  readonly height: number;
}

/** A file to write under web/public: path relative to web/public and its SVG text. */
export interface DemoImageFile {
  readonly path: string;
  readonly svg: string;
  readonly raster?: DemoRaster;
}

/** The raster copy's path beside an SVG's: `demo/banks/hbl.svg` → `demo/banks/hbl.webp`. */
export function rasterPath(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '.webp');
}

/** A raster copy of the SVG at `path`, `scale` pixels per SVG unit (its width and height). */
function rasterOf(path: string, svg: string, scale: number): DemoRaster {
  const size = /width="(\d+)" height="(\d+)"/.exec(svg);
  if (!size) throw new Error(`${path}: its SVG has no width and height`);
  return {
    path: rasterPath(path),
    width: Number(size[1]) * scale,
    height: Number(size[2]) * scale,
  };
}

/** Every image the demo dataset references, paths matching the URLs in the data (minus the leading /). */
export function demoImageFiles(dataset: DemoDataset): DemoImageFile[] {
  const files = new Map<string, DemoImageFile>();
  const add = (path: string, svg: string, scale?: number) =>
    files.set(
      path,
      scale === undefined ? { path, svg } : { path, svg, raster: rasterOf(path, svg, scale) },
    );
  // The placeholders stay SVG: the worker installs them with the app, and they are seldom shown.
  // Card faces too: the member pages show a few at a time.
  add('demo/placeholder-deal.svg', placeholderDealSvg());
  add('demo/cards/default-card.svg', defaultCardSvg());
  for (const def of dataset.bankDefs) {
    add(`demo/banks/${bankSlug(def.id)}.svg`, bankSvg(def), 1);
    const bank = dataset.banks.find((b) => b.id === def.id);
    for (const card of bank?.cards ?? []) {
      add(`demo/cards/${slugify(card.cardName)}.svg`, cardSvg(card, def));
    }
  }
  for (const brand of dataset.brands)
    add(`demo/brands/${brandKey(brand.name)}.svg`, brandSvg(brand.name, brand.category), 2);
  return [...files.values()].sort((a, b) => a.path.localeCompare(b.path));
}
