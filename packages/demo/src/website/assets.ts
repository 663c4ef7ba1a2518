// The demo website's static files besides the pages: styles, the web font, the photos, first-party
// scripts (one of them heavy on purpose) and the third-party reviews widget.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { heavyPhoto, productPhoto } from './images.ts';

export interface Asset {
  type: string;
  body: Buffer | string;
  /** Milliseconds the server waits before answering. */
  delayMs?: number;
}

const CSS = `@font-face{font-family:Lora;src:url(/assets/lora.woff2) format("woff2");font-display:swap}
body{margin:0;font:17px/1.55 Lora,Georgia,serif;color:#2b211c;background:#faf6f1}
header{display:flex;gap:2rem;align-items:center;padding:1rem 2rem;background:#2b211c;color:#faf6f1}
header nav a{color:#f3d9b5;margin-right:1rem;text-decoration:none}
main{max-width:1000px;margin:0 auto;padding:1.5rem 2rem}
img{max-width:100%;height:auto;display:block;border-radius:6px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:1.25rem}
.card{background:#fff;padding:.75rem;border-radius:8px;box-shadow:0 1px 3px #0002}
button{font:inherit;padding:.5rem 1rem;border:0;border-radius:6px;background:#a0522d;color:#fff;cursor:pointer}
.promo{background:#f3d9b5;padding:2.5rem 1rem;font-size:1.3rem}
footer{padding:2rem;text-align:center;color:#7a6a5f}`;

// Basket buttons that answer at once: the fast interactions beside the slow one of the checkout.
const APP_JS = `document.querySelectorAll('button.add').forEach(function(b){b.addEventListener('click',function(){b.textContent='Added';});});`;

// The checkout: a promotion banner that arrives late above the content (layout shift), and an order
// button whose handler blocks the main thread for 400 ms before the page answers (a slow interaction).
const CHECKOUT_JS = `setTimeout(function(){var s=document.getElementById('promo-slot');s.className='promo';s.textContent='Free delivery on orders over €20 — today only!';},900);
document.getElementById('place-order').addEventListener('click',function(){var t=performance.now();while(performance.now()-t<400){}document.getElementById('order-state').textContent='Thank you: this is a demo, nothing was ordered.';});`;

// About 300 KB of script that keeps the main thread busy for 700 ms while the page loads.
const HEAVY_JS = `(function(){var t=performance.now();while(performance.now()-t<700){}})();\n/* ${'sale-catalogue '.repeat(20_000)} */`;

// The third party: a reviews widget from another host name, late on purpose like many such widgets.
const WIDGET_JS = `(function(){var d=document.getElementById('reviews');if(!d)return;d.innerHTML='<h2>What people say</h2><p>★★★★★ “Best coffee in town.”</p>';})();`;

function font(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'));
}

/** First-party files by path; built once per server. */
export function firstPartyAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>([
    ['/assets/demo.css', { type: 'text/css', body: CSS }],
    ['/assets/app.js', { type: 'text/javascript', body: APP_JS }],
    ['/assets/checkout.js', { type: 'text/javascript', body: CHECKOUT_JS }],
    ['/assets/heavy.js', { type: 'text/javascript', body: HEAVY_JS, delayMs: 400 }],
    ['/assets/lora.woff2', { type: 'font/woff2', body: font() }],
    ['/assets/sale-hero.png', { type: 'image/png', body: heavyPhoto() }],
    ['/favicon.ico', { type: 'image/png', body: productPhoto(0, 32, 32) }],
  ]);
  for (let index = 0; index < 4; index++)
    assets.set(`/assets/coffee-${index}.png`, { type: 'image/png', body: productPhoto(index) });
  return assets;
}

/** The third-party host's files. */
export const THIRD_PARTY_ASSETS = new Map<string, Asset>([
  ['/reviews-widget.js', { type: 'text/javascript', body: WIDGET_JS, delayMs: 300 }],
]);
