/**
 * Where two language versions of the same copy differ in shape: a key only one has, lists
 * of different lengths, an empty string. Used by the content tests: Swedish and English
 * must be complete and parallel.
 */
export function structureProblems(sv: unknown, en: unknown, path = "$"): string[] {
  if (typeof sv === "string" || typeof en === "string") {
    if (typeof sv !== "string" || typeof en !== "string") return [`${path}: a string in one language only`];
    const empty = [sv.trim() === "" && "sv", en.trim() === "" && "en"].filter(Boolean);
    return empty.length ? [`${path}: empty in ${empty.join(" and ")}`] : [];
  }
  if (Array.isArray(sv) || Array.isArray(en)) {
    if (!Array.isArray(sv) || !Array.isArray(en)) return [`${path}: a list in one language only`];
    if (sv.length !== en.length) return [`${path}: ${sv.length} items in sv, ${en.length} in en`];
    return sv.flatMap((item, index) => structureProblems(item, en[index], `${path}[${index}]`));
  }
  if (sv && en && typeof sv === "object" && typeof en === "object") {
    const keys = new Set([...Object.keys(sv), ...Object.keys(en)]);
    return [...keys].flatMap((key) => {
      const a = (sv as Record<string, unknown>)[key];
      const b = (en as Record<string, unknown>)[key];
      if (a === undefined || b === undefined) return [`${path}.${key}: missing in ${a === undefined ? "sv" : "en"}`];
      return structureProblems(a, b, `${path}.${key}`);
    });
  }
  return sv === en || (typeof sv === typeof en && typeof sv !== "object") ? [] : [`${path}: different kinds of value`];
}
