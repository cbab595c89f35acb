export * from "./schema";
export * from "./schemas";
export * from "./validate";
export * from "./wire";
export * from "./messages";
export * from "./characters";
