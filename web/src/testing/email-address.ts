/**
 * The e-mail address a screen shows (components/email-address): the one `.email-address` whose
 * text is `email`, and the parts it may wrap between (split at its `<wbr>` break chances).
 */
export function shownEmailAddress(email: string, within: ParentNode = document.body) {
  const found = Array.from(within.querySelectorAll<HTMLElement>('.email-address')).filter(
    (element) => element.textContent === email,
  );
  const element = found[0];
  if (found.length !== 1 || !element)
    throw new Error(`Expected ${email} shown once as an e-mail address, found ${found.length}`);
  const parts: string[] = [];
  let part = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeName === 'WBR') {
      parts.push(part);
      part = '';
    } else if (node.nodeType === Node.TEXT_NODE) part += node.textContent ?? '';
  }
  parts.push(part);
  return { element, parts };
}
