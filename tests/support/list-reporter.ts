// One line per test, named by its file (the tests are declared through tests/support/suite.ts,
// so Playwright's own list would name that file for all of them), and each failure in full with
// the paths of its trace and screenshots.
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const MARK: Record<TestResult['status'], string> = { passed: '✓', failed: '✗', timedOut: '✗', skipped: '-', interrupted: '✗' };

function titleOf(test: TestCase) {
  const path: string[] = [];
  for (let s: Suite | undefined = test.parent; s; s = s.parent) {
    if (s.type === 'file') path.unshift(s.title);
    else if (s.type === 'describe') path.unshift(s.title);
  }
  return [...path, test.title].join(' › ');
}

export default class ListReporter implements Reporter {
  private failed = 0;

  // What a test prints (a skip's reason, a fault test's page log) goes to the run's log as it comes.
  onStdOut(chunk: string | Buffer) {
    process.stdout.write(chunk);
  }

  onStdErr(chunk: string | Buffer) {
    process.stderr.write(chunk);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    console.log(`  ${MARK[result.status]} ${titleOf(test)} (${(result.duration / 1000).toFixed(1)} s)`);
    if (result.status === 'skipped' && test.annotations.length) console.log(`    skipped: ${test.annotations.map((a) => a.description ?? a.type).join('; ')}`);
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    this.failed += 1;
    // eslint-disable-next-line no-control-regex -- the colour codes of Playwright's messages
    const plain = (text: string) => text.replaceAll(/\u001b\[[0-9;]*m/g, '');
    for (const error of result.errors) console.log(`\n${plain(error.stack ?? error.message ?? '').replaceAll(/^/gm, '    ')}\n`);
    for (const a of result.attachments) if (a.path) console.log(`    ${a.name}: ${a.path}`);
  }

  onEnd(result: FullResult) {
    if (this.failed) console.log(`\n  ${this.failed} failed: open a trace with \`npx playwright show-trace <trace.zip>\``);
    else console.log(`\n  ${result.status}`);
  }

  printsToStdio() {
    return true;
  }
}
