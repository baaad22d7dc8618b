import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Characters of a failed journey's page snapshot printed (the CI log is all a failure on CI leaves). */
const MAX_PRINTED = 8_000;

/**
 * Prints, for each failed journey, the page as it was when it failed (Playwright's error context:
 * the error and the page's accessibility snapshot), which the list reporter only names as a file.
 */
export default class FailureContextReporter implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      const written = readFileSync(attachment.path, 'utf8');
      // From the test's facts on (the file opens with instructions addressed to an assistant).
      const context = written.slice(Math.max(0, written.indexOf('# Test info')));
      process.stdout.write(
        `\n── the page when "${test.title}" failed ──\n${context.slice(0, MAX_PRINTED)}${context.length > MAX_PRINTED ? '\n…' : ''}\n`,
      );
    }
  }
}
