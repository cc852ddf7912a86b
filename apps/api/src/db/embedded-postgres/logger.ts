export interface EmbeddedPostgresLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export const silentLogger: EmbeddedPostgresLogger = { info: () => {}, warn: () => {}, error: () => {} };
