import { defineConfig } from 'vitest/config';

// Unit tests are pure (node): no vanilla-extract or React plugin needed.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
