import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { loggerOptions } from "./http/logging";

/** Process entry: validate the environment, listen, and close cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    config,
    logger: loggerOptions(config.NODE_ENV === "test" ? "warn" : "info"),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Fastify stops accepting connections, lets in-flight requests finish, then runs onClose hooks
    // (the outbox worker stops, the database closes).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
