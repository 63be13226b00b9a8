// jest-dom's matchers (toBeInTheDocument…), installed by setup.js, typed for every package: the
// base tsconfig lists this file in `types`, so no package needs its own copy.
/// <reference types="@testing-library/jest-dom" />
