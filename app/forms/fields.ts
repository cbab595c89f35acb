import { LIMITS, type FieldSpec } from "./definition";

// Small constructors keep the schemas readable as lists of fields (not part of the public API).
export function text(name: string, required = false): FieldSpec {
  return { name, kind: "text", required, maxLength: LIMITS.short };
}
export function email(name: string): FieldSpec {
  return { name, kind: "email", required: true, maxLength: LIMITS.email };
}
export function tel(name: string): FieldSpec {
  return { name, kind: "tel", required: false, maxLength: LIMITS.phone };
}
export function textarea(name: string, required = false): FieldSpec {
  return { name, kind: "textarea", required, maxLength: LIMITS.long };
}
/** A required choice of one value. */
export function select(name: string, options: readonly string[]): FieldSpec {
  return { name, kind: "select", required: true, maxLength: LIMITS.short, options };
}
/** An optional choice of several values. */
export function multi(name: string, options: readonly string[]): FieldSpec {
  return { name, kind: "multi", required: false, maxLength: LIMITS.list, options };
}
/** A box that must be ticked; it submits `value`. */
export function checkbox(name: string, value: string): FieldSpec {
  return { name, kind: "checkbox", required: true, maxLength: LIMITS.short, options: [value] };
}
