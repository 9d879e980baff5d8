/**
 * The interface words a Hindi reader would still see in English inside `root` (issue 30 §8's walk,
 * for one component): Latin words in its text and in its aria-label, title, placeholder and alt,
 * outside what is marked as not the page's words (`lang` other than "hi", `translate="no"`:
 * decision 0073), e-mail addresses and URLs left out. `allowed` are names the walk allows anyway (e2e/hindi-words.ts).
 */
export function visibleEnglish(root: HTMLElement, allowed: readonly string[] = []): string[] {
  const marked = (el: Element | null) => el?.closest('[lang]:not([lang="hi"]):not(html), [translate="no"]') != null;
  const parts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!marked(node.parentElement)) parts.push(node.textContent ?? '');
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (marked(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  // E-mail addresses and URLs are not words (as the walk reads them).
  let text = parts.join(' ').replace(/\S+@\S+\.\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const word of allowed) text = text.split(word).join(' ');
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’]+/g) ?? [])];
}
