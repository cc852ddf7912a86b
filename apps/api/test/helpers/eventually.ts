/**
 * What `read` gives once it satisfies `isDone`, or its last answer after `timeoutMs`: for what another instance
 * learns a moment after a commit (the database's notices). The caller asserts on the answer, so a change never
 * heard fails with what was seen instead.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 2000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDone(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
