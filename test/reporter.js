// Mocha's dot reporter plus the plain closing line CI reads: "N passed, N failed[, N skipped]". Every skipped test
// is listed by its full title, which says why it was skipped (see test/shared.ts).
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class DotWithTotals extends Mocha.reporters.Dot {
  constructor(runner, options) {
    super(runner, options);
    const skipped = [];
    runner.on(EVENT_TEST_PENDING, (test) => skipped.push(test.fullTitle()));
    runner.once(EVENT_RUN_END, () => {
      const s = runner.stats;
      for (const title of skipped) process.stdout.write(`\nskipped: ${title}`);
      process.stdout.write(`\n${s.passes} passed, ${s.failures} failed${s.pending ? `, ${s.pending} skipped` : ''}\n`);
    });
  }
}
module.exports = DotWithTotals;
