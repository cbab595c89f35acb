export * from "./definition";
export * from "./catalog";
export * from "./validate";
export * from "./wire";
export * from "./messages";
export * from "./characters";
export * from "./sender";
export * from "./email";
