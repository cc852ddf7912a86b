// The hello-world baseline of the load benchmarks, started in its own process (hello-world-server.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './api-server.mjs';

/** Starts the baseline; its stop joins `cleanups`. Resolves to its URL and PID. */
export async function startHelloWorld(cleanups) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-world-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const line = text.split('\n')[0];
      if (text.includes('\n')) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`the hello-world server exited with status ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/hello`, pid: child.pid };
}
