export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { AccountStatusBadge, type AccountStatusBadgeProps } from './AccountStatusBadge';
