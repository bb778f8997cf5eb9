// Setup of the `screenshots` Vitest project: stories render with the same decorators (theme,
// locale) as in Storybook, in a page made still so a screenshot is the same on every run.
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../storybook-preview';
import './screenshot.css';

setProjectAnnotations([preview]);
