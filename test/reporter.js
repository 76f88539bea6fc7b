// Mocha's dot reporter plus the plain closing line CI reads: "N passed, N failed[, N skipped]". Every skipped test
// is listed by its full title, which says why it was skipped (see test/shared.ts). Top-level suites that took 10 s
// or more are listed with their time, slowest first, so a CI log says where a long run went. The failed tests are
// named again by their full titles just before the closing line: a CI log shown only by its tail still says which.
// A test tried again (the e2e runs' --retries 1) is named with its first failure, whether or not the retry passed.
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_TEST_PENDING, EVENT_TEST_FAIL, EVENT_TEST_RETRY, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;
const SLOW_SUITE_MS = 10_000;

class DotWithTotals extends Mocha.reporters.Dot {
  constructor(runner, options) {
    super(runner, options);
    const skipped = [];
    const started = new Map();
    const slow = [];
    const failed = [];
    const retried = [];
    runner.on(EVENT_TEST_PENDING, (test) => skipped.push(test.fullTitle()));
    // the error's first lines joined on one line: a wait that timed out says there what it saw instead
    const named = (test, err) => `${test.fullTitle()}: ${String((err && err.message) || err).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 12).join(' | ').slice(0, 1500)}`;
    // a test run with --retries that failed and was tried again: named whatever the second try gave
    runner.on(EVENT_TEST_RETRY, (test, err) => retried.push(named(test, err)));
    // a hook's failure comes here too, titled '"before all" hook …'
    runner.on(EVENT_TEST_FAIL, (test, err) => failed.push(named(test, err)));
    runner.on(EVENT_SUITE_BEGIN, (suite) => suite.parent && suite.parent.root && started.set(suite, Date.now()));
    runner.on(EVENT_SUITE_END, (suite) => {
      const t0 = started.get(suite);
      if (t0 !== undefined && Date.now() - t0 >= SLOW_SUITE_MS) slow.push([suite.title, Date.now() - t0]);
    });
    runner.once(EVENT_RUN_END, () => {
      const s = runner.stats;
      for (const [title, ms] of slow.sort((a, b) => b[1] - a[1])) process.stdout.write(`\nslow suite: ${Math.round(ms / 1000)} s  ${title}`);
      for (const title of skipped) process.stdout.write(`\nskipped: ${title}`);
      for (const line of retried) process.stdout.write(`\nretried after: ${line}`);
      for (const line of failed) process.stdout.write(`\nfailed: ${line}`);
      process.stdout.write(`\n${s.passes} passed, ${s.failures} failed${s.pending ? `, ${s.pending} skipped` : ''}\n`);
    });
  }
}
module.exports = DotWithTotals;
