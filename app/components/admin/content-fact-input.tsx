import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from "react";
import type { ContentCopy } from "~/content/console-content";
import { CHIP, factParts } from "./content-facts";

/** What the field's "Insert a fact" needs: the reference put where the caret was. */
export interface FactInputHandle {
  insert(reference: string): void;
}

/**
 * An invisible character on each side of a chip: Chromium puts no caret beside a non-editable
 * element with no text next to it, so a text that starts or ends with a fact could not be typed
 * into there. Never part of the stored text.
 */
const SPACER = "\uFEFF";

/** The text a node holds as stored: each chip its `{{fact:name}}`, a line break a newline. */
function serialize(node: Node): string {
  let out = "";
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) out += (child.textContent ?? "").replaceAll(SPACER, "");
    else if (child instanceof HTMLElement) {
      if (child.dataset.fact !== undefined) out += `{{fact:${child.dataset.fact}}}`;
      else if (child.tagName === "BR") out += child === node.lastChild ? "" : "\n";
      else out += (child.tagName === "DIV" && out !== "" ? "\n" : "") + serialize(child);
    }
  });
  return out;
}

function chip(name: string, value: string | undefined, copy: ContentCopy): HTMLElement {
  const span = document.createElement("span");
  span.contentEditable = "false";
  span.dataset.fact = name;
  span.title = copy.facts.chip(name);
  span.className = `${CHIP} mx-0.5 select-none`;
  span.textContent = value ?? copy.facts.unknown(name);
  // The value is what a sighted reader sees; a screen reader also hears that it is a fact, and which.
  const name_ = document.createElement("span");
  name_.className = "sr-only";
  name_.textContent = ` (${copy.facts.chip(name)})`;
  span.append(name_);
  return span;
}

/** Puts the caret at an offset into the stored text (chips count as their references). */
function placeCaret(node: HTMLElement, offset: number): void {
  let left = offset;
  const range = document.createRange();
  range.selectNodeContents(node);
  range.collapse(false);
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? "";
      const length = text.replaceAll(SPACER, "").length;
      if (left <= length) {
        // Skip the spacers before the position.
        let index = 0;
        for (let counted = 0; index < text.length && (counted < left || text[index] === SPACER); index++)
          if (text[index] !== SPACER) counted++;
        range.setStart(child, index);
        range.collapse(true);
        break;
      }
      left -= length;
    } else if (child instanceof HTMLElement && child.dataset.fact !== undefined) {
      left -= `{{fact:${child.dataset.fact}}}`.length;
      if (left <= 0) {
        range.setStartAfter(child.nextSibling ?? child);
        range.collapse(true);
        break;
      }
    }
  }
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * A text field whose fact references (`{{fact:name}}`) show inline as chips holding the fact's
 * current value, not editable there: the figure is changed once, in the facts document
 * (docs/decisions/018-content-editing.md). The stored value stays the plain text with its
 * references. A `plaintext-only` editable element: typing, pasting and dropping insert plain text
 * only, never markup; the arrow keys step over a chip and Backspace or Delete removes it whole. It
 * is a textbox for assistive technology, named by its label and described by its limit.
 */
export function FactTextInput({
  id,
  value,
  lang,
  multiline,
  facts,
  copy,
  labelId,
  describedBy,
  invalid,
  className,
  onChange,
  ref,
}: {
  id: string;
  value: string;
  lang: string;
  multiline: boolean;
  /** The live facts' values in this text's language. */
  facts: Readonly<Record<string, string>>;
  copy: ContentCopy;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  className: string;
  onChange(text: string): void;
  ref?: Ref<FactInputHandle>;
}) {
  const element = useRef<HTMLDivElement>(null);
  // Where the caret goes once the text is drawn again (after a chip is removed by the keyboard).
  const pendingCaret = useRef<number | undefined>(undefined);
  // Where the caret was when the field last had it, as an offset into the stored text.
  const caret = useRef<number | undefined>(undefined);

  const draw = (node: HTMLElement, text: string) =>
    node.replaceChildren(
      ...factParts(text).flatMap((part) =>
        "fact" in part
          ? [document.createTextNode(SPACER), chip(part.fact, facts[part.fact], copy), document.createTextNode(SPACER)]
          : [document.createTextNode(part.text)],
      ),
    );

  // Only a value that differs from what the element holds is drawn again (another language's
  // edit, a restore, a fact inserted): the user's own typing keeps its caret and undo history.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const chipsCurrent = [...node.querySelectorAll<HTMLElement>("[data-fact]")].every((span) => {
      const name = span.dataset.fact as string;
      // The value, and the console's language (the name on hover and for screen readers).
      return span.firstChild?.textContent === (facts[name] ?? copy.facts.unknown(name)) && span.title === copy.facts.chip(name);
    });
    if (serialize(node) === value && chipsCurrent) return;
    draw(node, value);
    // A chip removed by the keyboard: the caret stays where it was.
    if (pendingCaret.current !== undefined && document.activeElement === node) placeCaret(node, pendingCaret.current);
    pendingCaret.current = undefined;
    // `draw` reads only these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, facts, copy]);

  const remember = () => {
    const node = element.current;
    const selection = document.getSelection();
    if (!node || !selection) return;
    // Focused by a click on a chip (which takes no caret) or by the Tab key, the field may not
    // hold the selection yet: the caret goes to its end.
    if (selection.rangeCount === 0 || !node.contains(selection.getRangeAt(0).endContainer)) {
      if (document.activeElement !== node) return;
      const end = document.createRange();
      end.selectNodeContents(node);
      end.collapse(false);
      selection.removeAllRanges();
      selection.addRange(end);
    }
    let range = selection.getRangeAt(0);
    // A click on a chip puts the caret after it, where typing goes on, never inside it.
    const inChip = (
      range.endContainer.nodeType === Node.ELEMENT_NODE ? (range.endContainer as Element) : range.endContainer.parentElement
    )?.closest("[data-fact]");
    if (inChip && node.contains(inChip)) {
      range = document.createRange();
      range.setStartAfter(inChip.nextSibling ?? inChip);
      range.collapse(true);
      selection.removeAllRanges();
      selection.addRange(range);
    }
    const before = document.createRange();
    before.setStart(node, 0);
    before.setEnd(range.endContainer, range.endOffset);
    caret.current = serialize(before.cloneContents()).length;
  };

  useImperativeHandle(
    ref,
    () => ({
      insert(reference) {
        const at = Math.min(caret.current ?? value.length, value.length);
        caret.current = at + reference.length;
        onChange(value.slice(0, at) + reference + value.slice(at));
      },
    }),
    [value, onChange],
  );

  return (
    <div
      ref={element}
      id={id}
      role="textbox"
      tabIndex={0}
      lang={lang}
      aria-multiline={multiline}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      className={`${className} ${multiline ? "min-h-20 whitespace-pre-wrap" : "whitespace-pre-wrap"} break-words`}
      onInput={(event) => {
        let text = serialize(event.currentTarget);
        // A one-line text stays one line, whatever was pasted.
        if (!multiline && text.includes("\n")) text = text.replace(/\n+/g, " ");
        remember();
        onChange(text);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" && !multiline) event.preventDefault();
        // On one line, Home and End go to the very start and end, whichever side of a chip's
        // invisible spacer Chromium would stop at.
        if ((event.key === "Home" || event.key === "End") && !multiline && !event.shiftKey) {
          event.preventDefault();
          placeCaret(event.currentTarget, event.key === "Home" ? 0 : value.length);
          remember();
          return;
        }
        if (event.key !== "Backspace" && event.key !== "Delete") return;
        // Backspace just after a chip, or Delete just before one, removes the whole reference
        // (the invisible spacers beside it take no keypress of their own).
        remember();
        const selection = document.getSelection();
        const at = caret.current;
        if (at === undefined || !selection?.isCollapsed) return;
        const reference =
          event.key === "Backspace"
            ? /\{\{fact:[^}]+\}\}$/.exec(value.slice(0, at))
            : /^\{\{fact:[^}]+\}\}/.exec(value.slice(at));
        if (!reference) return;
        event.preventDefault();
        const start = event.key === "Backspace" ? at - reference[0].length : at;
        pendingCaret.current = start;
        caret.current = start;
        onChange(value.slice(0, start) + value.slice(start + reference[0].length));
      }}
      onKeyUp={remember}
      onMouseUp={remember}
      onFocus={remember}
      onBlur={(event) => {
        remember();
        // A reference typed out by hand becomes its chip once the field is left.
        const node = event.currentTarget;
        const references = factParts(value).filter((part) => "fact" in part).length;
        if (references !== node.querySelectorAll("[data-fact]").length) draw(node, value);
      }}
    />
  );
}
