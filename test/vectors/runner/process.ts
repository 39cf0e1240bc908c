// An engine's shim as one child process (mono, LuaJIT's test host): steps go to its stdin as JSON
// lines, answers come back on stdout as lines starting with ANSWER_PREFIX (anything else the engine
// prints is its log). One process serves every case and scenario of a run.
import { spawn, type SpawnOptions } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Answer, Engine, Step } from './protocol.js';

/** How a shim marks an answer line. */
export const ANSWER_PREFIX = '@@ ';

/** An engine whose shim is `command args`, with `traits` (its API's differences); close() ends it and resolves with its log. */
export function processEngine(name: string, command: string, args: string[], options: SpawnOptions, traits: Omit<Engine, 'name' | 'send'> = {}): Engine & { close(): Promise<string> } {
  const child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
  let log = '';
  const waiting: Array<(answer: Answer) => void> = [];
  let ended: string | null = null;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith(ANSWER_PREFIX)) return void (log += `${line}\n`);
    waiting.shift()?.(JSON.parse(line.slice(ANSWER_PREFIX.length)) as Answer);
  });
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.on('close', (code, signal) => {
    ended = `the ${name} shim ended (${code ?? signal})`;
    for (const resolve of waiting.splice(0)) resolve({ fault: `${ended}\n${log.slice(-3000)}` });
  });
  return {
    name,
    ...traits,
    send(step: Step) {
      if (ended) return Promise.resolve({ fault: ended });
      return new Promise<Answer>((resolve) => {
        waiting.push(resolve);
        child.stdin!.write(`${JSON.stringify(step)}\n`);
      });
    },
    close() {
      return new Promise((resolve) => {
        if (ended) return resolve(log);
        child.on('close', () => resolve(log));
        child.stdin!.end();
      });
    },
  };
}
