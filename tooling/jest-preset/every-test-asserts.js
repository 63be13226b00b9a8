// A test that can pass without asserting anything is a defect (a loop over a list that came back
// empty, a check behind an `if` that was not taken): every test makes an assertion, or fails.
beforeEach(() => {
  expect.hasAssertions();
});
