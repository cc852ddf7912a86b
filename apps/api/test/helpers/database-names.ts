export const TEST_DATABASE_PREFIX = 'escouade_test_';

/** The same server URL pointing at another database. */
export function withDatabaseName(connectionString: string, databaseName: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
