// The preview lives in packages/ui (src/test/storybook-preview.tsx) so its imports (react,
// storybook) resolve from that package's node_modules; pnpm does not hoist them to the root.
export { default } from '../packages/ui/src/test/storybook-preview';
