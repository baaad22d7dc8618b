import { LONG_WORK_NICE_INCREMENT } from '@reto/platform';
import { getPriority } from 'node:os';
import { runTool } from './debian-tool.js';

describe('runTool', () => {
  it("runs the tool at long work's lower priority, this service's own unchanged", async () => {
    const own = getPriority();
    // the shell reads its input first, which is written once the tool was started and lowered
    const nice = await runTool('/bin/sh', ['-c', 'read go; cut -d " " -f 19 /proc/$$/stat'], 'go\n');
    expect(Number(nice.toString())).toBe(Math.min(19, own + LONG_WORK_NICE_INCREMENT));
    expect(getPriority()).toBe(own);
  });

  it('answers the stdout of a tool that succeeds and fails on one that does not', async () => {
    expect((await runTool('/bin/sh', ['-c', 'cat'], 'hola')).toString()).toBe('hola');
    await expect(runTool('/bin/sh', ['-c', 'exit 3'])).rejects.toThrow('/bin/sh exited with 3');
  });
});
