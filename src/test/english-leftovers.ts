import { englishLeftovers } from '../../e2e/support/catalogs';

export { translated } from '../../e2e/support/catalogs';

/**
 * Every word `roots` show or name: text, accessible names, titles, placeholders — as
 * e2e/languages.spec.ts reads them in the browser (every text node, shown or not).
 */
export function shownWords(roots: Iterable<Element>): string[] {
  const words: string[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) words.push(text);
    }
    for (const element of root.querySelectorAll('*'))
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value) words.push(value);
      }
  }
  return words;
}

const leftoversOf = new Map<string, Set<string>>();

/**
 * The English words of the catalogues (issue #19, decision 011) that `roots` still show in
 * `locale`, or name: [] when everything is translated. `also` adds other English to look for.
 */
export function englishIn(locale: string, roots: Iterable<Element>, also?: RegExp): string[] {
  let english = leftoversOf.get(locale);
  if (!english) leftoversOf.set(locale, (english = englishLeftovers(locale)));
  return shownWords(roots).filter((w) => english.has(w) || (also?.test(w) ?? false));
}
