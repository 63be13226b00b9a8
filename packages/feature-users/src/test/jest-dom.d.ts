// jest-dom's matchers (toBeInTheDocument…) are installed by the shared preset's setup file; their
// types live in the preset's own dependencies, which pnpm does not expose to this package.
import type {} from '../../node_modules/@tessera/jest-preset/node_modules/@testing-library/jest-dom/types/jest';
