import { LONG_WORK_NICE_INCREMENT } from '@reto/platform';
import { getPriority } from 'node:os';
import { runTool } from './debian-tool.js';

describe('runTool', () => {
  it("runs the tool at long work's lower priority, this service's own unchanged", async () => {
    const own = getPriority();
    // the shell reads its input first, which is written once the tool was started and lowered
    const nice = await runTool('/bin/sh', ['-c', 'read go; cut -d " " -f 19 /proc/$$/stat'], 10_000, 'go\n');
    expect(Number(nice.toString())).toBe(Math.min(19, own + LONG_WORK_NICE_INCREMENT));
    expect(getPriority()).toBe(own);
  });

  it('answers the stdout of a tool that succeeds and fails on one that does not', async () => {
    expect((await runTool('/bin/sh', ['-c', 'cat'], 10_000, 'hola')).toString()).toBe('hola');
    await expect(runTool('/bin/sh', ['-c', 'exit 3'], 10_000)).rejects.toThrow('/bin/sh exited with 3');
  });

  it('stops a tool once it has run the time it was given, and lets one finish within it', async () => {
    await expect(runTool('/bin/sleep', ['3'], 1_000)).rejects.toThrow('/bin/sleep exited with SIGTERM');
    expect((await runTool('/bin/sh', ['-c', 'sleep 1; echo hecho'], 10_000)).toString()).toBe('hecho\n');
  });
});
