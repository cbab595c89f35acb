/** The storage layer: connection, migrations and repositories (each takes `db` first). */
export * from "./schema";
export * from "./connect";
export * from "./migrate";
export * from "./submissions";
export * from "./group-commit";
export * from "./outbox";
export * from "./settings";
export * from "./retention";
export * from "./unavailable";
export { isSqliteBusy } from "./sqlite-dialect";
export * from "./operators";
export * from "./sessions";
export * from "./audit";
export * from "./erase";
export * from "./checkpoint";
export * from "./screening";
export * from "./site-stats";
export * from "./bookings";
