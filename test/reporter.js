// Mocha's dot reporter plus the plain closing line CI reads: "N passed, N failed".
const Mocha = require('mocha');

class DotWithTotals extends Mocha.reporters.Dot {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const s = runner.stats;
      process.stdout.write(`\n${s.passes} passed, ${s.failures} failed${s.pending ? `, ${s.pending} skipped` : ''}\n`);
    });
  }
}
module.exports = DotWithTotals;
