export { Tabs, type TabsProps } from './Tabs';
export {
  TABS_ORIENTATIONS,
  TABS_KEYBOARD_ACTIVATIONS,
  type TabItem,
  type TabsOrientation,
  type TabsKeyboardActivation,
} from './tabs-options';
