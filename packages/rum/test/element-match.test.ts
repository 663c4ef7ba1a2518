// The field's selector (the embed script's) against the lab's (Lighthouse's node selector): "same" only
// when confident, "different" when a level disagrees, "unsure" otherwise.
import { describe, expect, it } from 'vitest';
import { compareElements } from '../src/element-match.ts';

describe('compareElements', () => {
  it('finds the same element in both forms', () => {
    expect(compareElements('html>body>main>img.hero', 'body > main > img.hero')).toBe('same');
    // Every class, sorted, against Lighthouse's first class.
    expect(compareElements('html>body>main>img.hero.wide', 'body > main > img.wide')).toBe('same');
    // The embed script stops at an id; Lighthouse writes the tag before it.
    expect(compareElements('#hero', 'div.banner > img#hero')).toBe('same');
    expect(compareElements('#page>div.banner>img.photo', 'body > div#page > div.banner > img.photo')).toBe(
      'same',
    );
    // Lighthouse stops at four levels: four that agree with a named element will do.
    expect(
      compareElements(
        'html>body>div>div.shell>main>section>img.hero',
        'div.shell > main > section > img.hero',
      ),
    ).toBe('same');
  });

  it('tells different elements apart at any level', () => {
    expect(compareElements('html>body>main>img.hero', 'body > main > h1.title')).toBe('different');
    expect(compareElements('html>body>main>img.hero', 'body > main > img.promo')).toBe('different');
    expect(compareElements('html>body>aside>img.hero', 'body > main > img.hero')).toBe('different');
    expect(compareElements('#hero', 'body > main > img#other')).toBe('different');
    expect(compareElements('html>body>main>p', 'body > main > p.lead')).toBe('different');
  });

  it('is unsure where the selectors cannot name one element', () => {
    // A never-recorded element: the embed script sends its tag alone.
    expect(compareElements('img', 'body > main > img.hero')).toBe('unsure');
    // Agreeing levels that reach neither an id nor body, with an unnamed element.
    expect(compareElements('html>body>div>div>div>section>p', 'div > div > section > p')).toBe('unsure');
    expect(compareElements('not a selector!', 'body > p')).toBe('unsure');
    expect(compareElements('img', 'body > main > h1.title')).toBe('different');
  });
});
