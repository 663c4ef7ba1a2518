// The demo website's pages: a small coffee roaster's shop, blog and campaign page, each with something
// for the platform to find. The sale page is slow and heavy on purpose (a late document, a 0.9 MB photo,
// a script with a long task); the checkout page shifts its layout (a banner arrives late, above the
// content) and answers its button slowly (a 400 ms handler), so RUM's INP and CLS have something to say.
// Every page loads the web font, the catalogue photos, a third-party reviews widget from another host
// name, and Pace's own embed script with the site's RUM key.

export interface PageContext {
  /** Where the platform serves the embed script, e.g. http://127.0.0.1:3000. */
  paceUrl: string;
  /** `http://widgets.localhost:<port>`: the third-party host. */
  thirdPartyOrigin: string;
  /** The RUM key of the demo site the page belongs to. */
  siteKey: string;
}

export interface DemoPage {
  /** The demo site it belongs to (the demo organisation's site slug). */
  site: 'demo-store' | 'demo-blog' | 'demo-landing';
  path: string;
  name: string;
  /** Milliseconds the server waits before answering (the slow page). */
  delayMs?: number;
  render(context: PageContext): string;
}

const NAV = `<nav><a href="/store/">Shop</a><a href="/store/products">Coffee</a><a href="/store/sale">Sale</a><a href="/store/checkout">Basket</a><a href="/blog/">Journal</a></nav>`;

function layout(title: string, context: PageContext, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title}: a demo website served by Pace for its sample data.">
<title>${title} · Demo Roastery</title>
<link rel="preload" href="/assets/lora.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/assets/demo.css">
<script async src="${context.paceUrl}/rum/pace-rum.js" data-site-key="${context.siteKey}"></script>
<script defer src="${context.thirdPartyOrigin}/reviews-widget.js"></script>
${head}</head><body><header><strong>Demo Roastery</strong>${NAV}</header><main>${body}</main>
<footer>Demo website for Pace's sample data. Nothing here is for sale.</footer>
<script src="/assets/app.js" defer></script></body></html>`;
}

const products = [
  ['Espresso Blend', 'Dark chocolate, hazelnut'],
  ['Ethiopia Guji', 'Bergamot, peach'],
  ['Colombia Huila', 'Caramel, red apple'],
  ['Decaf Brazil', 'Cocoa, almond'],
];

const card = ([name, notes]: string[], index: number) =>
  `<article class="card"><img src="/assets/coffee-${index}.png" width="480" height="360" alt="${name}"><h3>${name}</h3><p>${notes}</p><button class="add">Add to basket</button></article>`;

const para = (text: string, times: number) => `<p>${text.repeat(times)}</p>`;

export const DEMO_PAGES: DemoPage[] = [
  {
    site: 'demo-store',
    path: '/store/',
    name: 'Home',
    render: (c) =>
      layout(
        'Fresh coffee, roasted weekly',
        c,
        `<section class="hero"><img src="/assets/coffee-0.png" width="960" height="540" alt="Beans" fetchpriority="high"><h1>Fresh coffee, roasted weekly</h1></section>
<div class="grid">${products.map(card).join('')}</div><div id="reviews"></div>`,
      ),
  },
  {
    site: 'demo-store',
    path: '/store/products',
    name: 'Coffee',
    render: (c) =>
      layout(
        'All coffee',
        c,
        `<h1>All coffee</h1><div class="grid">${[...products, ...products].map((p, i) => card(p, i % 4)).join('')}</div><div id="reviews"></div>`,
      ),
  },
  {
    site: 'demo-store',
    path: '/store/sale',
    name: 'Sale (slow and heavy)',
    delayMs: 1200,
    render: (c) =>
      layout(
        'Winter sale',
        c,
        `<h1>Winter sale</h1><img src="/assets/sale-hero.png" alt="Sale">${para('Everything must go: our whole winter range at half price while stocks last. ', 20)}
<div class="grid">${products.map(card).join('')}</div>`,
        '<script src="/assets/heavy.js"></script>',
      ),
  },
  {
    site: 'demo-store',
    path: '/store/checkout',
    name: 'Basket (layout shift, slow button)',
    render: (c) =>
      layout(
        'Your basket',
        c,
        `<div id="promo-slot"></div><h1>Your basket</h1><table><tr><td>Espresso Blend, 250 g</td><td>€9.50</td></tr><tr><td>Ethiopia Guji, 250 g</td><td>€12.00</td></tr></table>
${para('Delivery in two to three working days. ', 6)}<button id="place-order">Place order</button><p id="order-state"></p>`,
        '<script src="/assets/checkout.js" defer></script>',
      ),
  },
  {
    site: 'demo-blog',
    path: '/blog/',
    name: 'Journal',
    render: (c) =>
      layout(
        'The roastery journal',
        c,
        `<h1>The roastery journal</h1><img src="/assets/coffee-1.png" width="960" height="540" alt="Cupping">
<h2><a href="/blog/brewing-guide">A brewing guide for slow mornings</a></h2>${para('Notes from the roastery floor, the farms we buy from and the people who brew our coffee. ', 5)}`,
      ),
  },
  {
    site: 'demo-blog',
    path: '/blog/brewing-guide',
    name: 'Brewing guide',
    render: (c) =>
      layout(
        'A brewing guide for slow mornings',
        c,
        `<article class="post"><h1>A brewing guide for slow mornings</h1><img src="/assets/coffee-2.png" width="960" height="540" alt="Pour-over">
${para('Grind just before brewing, weigh the water, and give the bloom thirty seconds. ', 14)}</article>`,
      ),
  },
  {
    site: 'demo-landing',
    path: '/landing/',
    name: 'Subscription campaign',
    render: (c) =>
      layout(
        'Coffee by subscription',
        c,
        `<section class="hero"><img src="/assets/coffee-3.png" width="960" height="540" alt="Subscription box"><h1>Coffee by subscription</h1></section>
${para('A new single origin every fortnight, delivered free. Pause or cancel any time. ', 4)}<button class="add">Start my subscription</button>`,
      ),
  },
];
