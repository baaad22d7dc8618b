// The voice coach's offline speech tools (DECISIONS.md 4): Debian's espeak-ng (speaks) and
// pocketsphinx with its en-us model (recognises the coach's phrases). `npm start` installs them
// where it may (root and apt-get); otherwise it says what is missing and carries on: the voice
// paths then answer 503 and the page falls back to typed input and the browser's own voice.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = [
  { pkg: 'espeak-ng', present: () => existsSync('/usr/bin/espeak-ng') },
  { pkg: 'pocketsphinx', present: () => existsSync('/usr/bin/pocketsphinx_continuous') },
  { pkg: 'pocketsphinx-en-us', present: () => existsSync('/usr/share/pocketsphinx/model/en-us/en-us') },
];

/** Installs the missing tools when running as root with apt-get; answers what is still missing. */
export function ensureSpeechTools(say) {
  let missing = TOOLS.filter((tool) => !tool.present()).map((tool) => tool.pkg);
  if (missing.length === 0) return [];
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    say(`▸ Installing the voice coach's speech tools: ${missing.join(', ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
    missing = TOOLS.filter((tool) => !tool.present()).map((tool) => tool.pkg);
  }
  if (missing.length > 0) {
    say(
      `! Missing for the offline voice coach: ${missing.join(', ')} (install: apt-get install ${missing.join(' ')}).`,
    );
    say('  The voice page still works with typed questions and the browser’s own voice.');
  }
  return missing;
}
