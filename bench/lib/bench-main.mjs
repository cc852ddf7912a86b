// The frame of a benchmark script: its clean-up runs on every exit (Ctrl-C included), and the exit status says
// how it went: 0 all targets met, 1 a target missed (or an error marked `isFailure`), 2 the bench could not run.

/** A clean-up that runs the functions pushed on `cleanups` in reverse order, each even if another failed. */
export function cleanUpInReverse(cleanups) {
  return async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error(`clean-up: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
}

/**
 * Runs `run()`, then `cleanUp()`, and exits. `run` resolves to an exit status, to whether the targets were met,
 * or to `{ passed }`. After an error, `serverLog()` (the tail of a benchmarked server's output) is printed too.
 */
export async function runBench({ run, cleanUp, serverLog }) {
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    const result = await run();
    await cleanUp();
    process.exit(exitStatusOf(result));
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    const log = serverLog?.();
    if (log) console.error(`Server output (tail):\n${log.slice(-4_000)}`);
    await cleanUp();
    process.exit(error?.isFailure ? 1 : 2);
  }
}

function exitStatusOf(result) {
  if (typeof result === 'number') return result;
  const passed = typeof result === 'boolean' ? result : Boolean(result?.passed);
  return passed ? 0 : 1;
}
