/** The text of each element, in order: what a list of buttons or headings reads as. */
export const textsOf = (elements: readonly HTMLElement[]): (string | null)[] =>
  elements.map((element) => element.textContent);
