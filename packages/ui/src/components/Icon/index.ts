export { Icon, DefaultAvatar, type IconProps, type DefaultAvatarProps } from './Icon';
export { FlagId, FlagGb, type FlagProps } from './flags';
export { ICON_NAMES, isIconName, type IconName } from './icon-options';
