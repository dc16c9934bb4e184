// The small part of the DOM used by functions passed to page.evaluate (they run in the workbench page).
// The project's tsconfig deliberately has no "dom" lib (src/ must never touch a DOM), so files that
// evaluate in the page declare `document` locally with these types instead of widening the whole program.
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageNode {
  readonly nodeType: number;
  readonly textContent: string | null;
}

export interface PageText extends PageNode {
  readonly data: string;
}

export interface PageElement extends PageNode {
  readonly classList: Iterable<string>;
  readonly offsetParent: unknown;
  readonly style: { display: string };
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Rect;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement> & ArrayLike<PageElement>;
}

export interface PageInput extends PageElement {
  readonly value: string;
}

export interface PageSelect extends PageElement {
  readonly selectedIndex: number;
  readonly options: ArrayLike<{ text: string }>;
}

export interface PageRange {
  setStart(node: PageText, offset: number): void;
  setEnd(node: PageText, offset: number): void;
  getBoundingClientRect(): Rect;
}

export interface PageDocument {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement> & ArrayLike<PageElement>;
  createRange(): PageRange;
  createTreeWalker(root: PageElement, whatToShow: number): { nextNode(): PageNode | null };
}

