// A virtual X display (Debian's Xvfb) for the engines run with a window: WebKitGTK has no headless
// mode, and Firefox's headless mode has no WebGL without a GPU, while in a window on Xvfb both get
// WebGL 2 from Mesa's software renderer (the Godot web runtime needs it).
import { spawn } from 'node:child_process';

export const XVFB = '/usr/bin/Xvfb';

export interface VirtualDisplay {
  /** The DISPLAY value, `:N`. */
  display: string;
  stop(): void;
}

/** Starts Xvfb on the first free display (it writes the number it took). */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const stop = () => void (xvfb.exitCode === null && xvfb.kill());
  process.once('exit', stop);
  try {
    const number = await new Promise<string>((resolve, reject) => {
      xvfb.stdout!.once('data', (data) => resolve(String(data).trim()));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it took a display`)));
    });
    return { display: `:${number}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
