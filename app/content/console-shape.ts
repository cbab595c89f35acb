/**
 * The schema-to-form mapping of the console's content editor, in one place
 * (docs/decisions/027-editor-shapes-and-owners-language.md). The editor gets each document's
 * shape from the API as JSON Schema, made from the kind's zod schema; `controlOf` says which
 * control draws a node of it, in the order the rules are tried. Nothing here knows a kind: a
 * new schema that uses these shapes needs no editor code.
 *
 * | The schema says                                  | The editor draws                          |
 * | ------------------------------------------------ | ----------------------------------------- |
 * | `media: "image"`                                 | the media library's picker                 |
 * | `servicePage: true`                              | the page list, by title                    |
 * | an enum of icon names, at a field named `icon`   | the icon picker                            |
 * | `{ sv, en }` with a `max`                        | one text, Swedish and English side by side |
 * | `oneOf`/`anyOf` of objects told by a const `type`| a choice of kinds, which can be changed    |
 * | any other `anyOf`/`oneOf`                        | the option the value is                    |
 * | an object with `properties`                      | a group of its fields                      |
 * | an object with `additionalProperties` only       | a keyed group: one row per entry, by label |
 * | an array with `prefixItems`                      | a fixed row of fields                      |
 * | an array with `items`                            | a list: add, remove, move up and down      |
 * | an enum                                          | a drop-down                                |
 * | a number, a date, a string, a boolean            | an input of that type                      |
 *
 * A field the object does not require is optional: added and removed with a button. A field
 * marked `proof: true` is also listed in the Content screen's proof checklist
 * (server/content/proof.ts), whatever control draws it.
 */

/** A node of the JSON Schema the API sends (`z.toJSONSchema` of the kind, with its `.meta()`). */
export interface Shape {
  type?: string;
  properties?: Record<string, Shape>;
  required?: string[];
  additionalProperties?: Shape | boolean;
  propertyNames?: Shape;
  items?: Shape | false;
  prefixItems?: Shape[];
  maxItems?: number;
  enum?: (string | number)[];
  const?: unknown;
  anyOf?: Shape[];
  oneOf?: Shape[];
  format?: string;
  max?: number;
  minimum?: number;
  maximum?: number;
  /** "image": a media library image's id, chosen with the picker (docs/decisions/024-media.md). */
  media?: string;
  /** The `{names}` a text may hold, filled when it is shown or sent (app/content/model/placeholders.ts). */
  placeholders?: string[];
  /** A service page's id: chosen from the page list. */
  servicePage?: boolean;
  /** A fact only the owner has, listed in the proof checklist filled or not (schemas.ts, `PROOF`). */
  proof?: boolean;
  /** The field's label and help in both console languages, where the schema gives them (`.meta()`). */
  label?: { sv: string; en: string };
  help?: { sv: string; en: string };
}

/** Where a value sits in a document: keys and list positions, from the root. */
export type Path = (string | number)[];

export type Control =
  | { kind: "image" }
  | { kind: "service-page" }
  | { kind: "icon"; icons: string[] }
  | { kind: "text"; max: number }
  | { kind: "choice"; options: Shape[] }
  | { kind: "group"; fields: [string, Shape][] }
  | { kind: "record"; entry: Shape }
  | { kind: "tuple"; items: Shape[] }
  | { kind: "list"; item: Shape }
  | { kind: "select"; options: string[] }
  | { kind: "number"; integer: boolean }
  | { kind: "date" }
  | { kind: "boolean" }
  | { kind: "fixed" }
  | { kind: "string" };

/** A text in both languages: `{ sv, en }` with its limit (app/content/model/schemas.ts, `text()`). */
export function isText(shape: Shape): boolean {
  return shape.type === "object" && Boolean(shape.properties?.sv && shape.properties.en) && shape.max !== undefined;
}

/** The options of a union, without `null` (a nullable field is an optional one). */
export function optionsOf(shape: Shape): Shape[] {
  return (shape.oneOf ?? shape.anyOf ?? []).filter((option) => option.type !== "null");
}

/** The constant `type` that tells the options of a choice of kinds apart, if every option has one. */
export function kindOf(option: Shape): string | undefined {
  const tag = option.properties?.type?.const;
  return typeof tag === "string" ? tag : undefined;
}

/** Which control draws a node of a shape (the table above). `key` is the field's name. */
export function controlOf(shape: Shape, key?: string | number): Control {
  if (shape.media === "image") return { kind: "image" };
  if (shape.servicePage) return { kind: "service-page" };
  if (key === "icon" && shape.enum) return { kind: "icon", icons: shape.enum.map(String) };
  if (isText(shape)) return { kind: "text", max: shape.max ?? 8_000 };
  if (shape.oneOf || shape.anyOf) return { kind: "choice", options: optionsOf(shape) };
  if (shape.const !== undefined) return { kind: "fixed" };
  if (shape.type === "object" && shape.properties) return { kind: "group", fields: Object.entries(shape.properties) };
  if (shape.type === "object" && typeof shape.additionalProperties === "object")
    return { kind: "record", entry: shape.additionalProperties };
  if (shape.type === "array" && shape.prefixItems) return { kind: "tuple", items: shape.prefixItems };
  if (shape.type === "array") return { kind: "list", item: shape.items || {} };
  if (shape.enum) return { kind: "select", options: shape.enum.map(String) };
  if (shape.type === "number" || shape.type === "integer") return { kind: "number", integer: shape.type === "integer" };
  if (shape.type === "string" && shape.format === "date") return { kind: "date" };
  if (shape.type === "boolean") return { kind: "boolean" };
  return { kind: "string" };
}

/** Whether a value has the shape of an option (for a union not told apart by a `type`). */
function fits(option: Shape, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  const control = controlOf(option);
  if (control.kind === "text") {
    const text = value as Record<string, unknown>;
    return typeof text === "object" && typeof text.sv === "string" && typeof text.en === "string";
  }
  if (control.kind === "group" || control.kind === "record") return typeof value === "object" && !Array.isArray(value);
  if (control.kind === "list" || control.kind === "tuple") return Array.isArray(value);
  if (control.kind === "number") return typeof value === "number";
  if (control.kind === "boolean") return typeof value === "boolean";
  return typeof value === "string";
}

/** The option of a union a value is: by its `type`, else by its shape, else the first. */
export function optionFor(shape: Shape, value: unknown): Shape {
  const options = optionsOf(shape);
  const kind = (value as { type?: unknown } | undefined)?.type;
  return (
    options.find((option) => kindOf(option) !== undefined && kindOf(option) === kind) ??
    options.find((option) => kindOf(option) === undefined && fits(option, value)) ??
    options[0] ??
    {}
  );
}

/** A choice of kinds (a block list's paragraph, subheading or list) can be changed from one to another. */
export function isKindChoice(shape: Shape): boolean {
  const options = optionsOf(shape);
  return options.length > 1 && options.every((option) => kindOf(option) !== undefined);
}

/** A new, empty value of a shape: what "Add" puts in a list or an optional field. */
export function emptyOf(shape: Shape): unknown {
  if (shape.oneOf || shape.anyOf) return emptyOf(optionFor(shape, undefined));
  if (shape.const !== undefined) return shape.const;
  if (isText(shape)) return { sv: "", en: "" };
  if (shape.enum) return shape.enum[0];
  if (shape.type === "array" && shape.prefixItems) return shape.prefixItems.map(emptyOf);
  if (shape.type === "array") return [];
  if (shape.type === "number" || shape.type === "integer") return shape.minimum ?? 0;
  if (shape.type === "boolean") return false;
  if (shape.type === "object") {
    const out: Record<string, unknown> = {};
    for (const key of shape.required ?? []) out[key] = emptyOf(shape.properties?.[key] ?? {});
    return out;
  }
  return "";
}

/** Every text of a value, in order: what changing a block from one kind to another carries over. */
function textsOf(value: unknown): { sv: string; en: string }[] {
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (typeof object.sv === "string" && typeof object.en === "string") return [{ sv: object.sv, en: object.en }];
    return Object.entries(object)
      .filter(([key]) => key !== "type")
      .flatMap(([, child]) => textsOf(child));
  }
  return [];
}

/**
 * A value changed to another option of a choice of kinds, keeping its words: a paragraph becomes
 * a subheading with the same text, a list becomes one paragraph of its items (a line each), a
 * paragraph becomes a list of one item. Nothing the owner wrote is dropped.
 */
export function changeKind(option: Shape, value: unknown): unknown {
  const texts = textsOf(value);
  const next = emptyOf(option) as Record<string, unknown>;
  for (const [key, child] of Object.entries(option.properties ?? {})) {
    const control = controlOf(child, key);
    if (control.kind === "text" && texts.length > 0)
      next[key] = {
        sv: texts.map((text) => text.sv).join("\n"),
        en: texts.map((text) => text.en).join("\n"),
      };
    else if (control.kind === "list" && isText(control.item) && texts.length > 0) next[key] = texts;
  }
  return next;
}

/** `$.team.members[0].name`, the server's way of naming a field. */
export function pathText(path: Path): string {
  return "$" + path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("");
}

/** The path a server names a field by (`$.team.members[0].name`), as keys and positions. */
export function parsePath(text: string): Path {
  const path: Path = [];
  for (const match of text.replace(/^\$/, "").matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) path.push(Number(match[2]));
    else path.push(match[1] as string);
  }
  return path;
}

/**
 * The element id of a field's control: the target of a "go to field" link. Derived from the
 * path, so a warning, a diff or a search result can name it without the form.
 */
export function fieldId(path: Path): string {
  return "f-" + path.map((part) => String(part).replace(/[^a-zA-Z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)).join(".");
}

/** The shape of the node a path leads to, from a document's shape. */
export function shapeAt(root: Shape, path: Path, value?: unknown): Shape | undefined {
  let shape: Shape | undefined = root;
  let here: unknown = value;
  for (const part of path) {
    if (!shape) return undefined;
    if (shape.oneOf || shape.anyOf) shape = optionFor(shape, here);
    const control = controlOf(shape);
    if (control.kind === "text") shape = { type: "string" };
    else if (control.kind === "group") shape = shape.properties?.[String(part)];
    else if (control.kind === "record") shape = control.entry;
    else if (control.kind === "tuple") shape = control.items[Number(part)];
    else if (control.kind === "list") shape = control.item;
    else return undefined;
    here = (here as Record<string | number, unknown> | undefined)?.[part];
  }
  return shape;
}

export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const next = [...root];
    next[head as number] = setAt(root[head as number], rest, value);
    return next;
  }
  const object = (root ?? {}) as Record<string, unknown>;
  const child = setAt(object[head as string], rest, value);
  if (child === undefined) {
    // An optional field taken out is gone from the document, not stored as `undefined`.
    const { [head as string]: _gone, ...others } = object;
    return others;
  }
  return { ...object, [head!]: child };
}
