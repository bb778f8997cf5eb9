import { Icon } from '@praktik/ui/Icon';
import type { ClinicCard } from '../../api/public-booking';
import * as css from './booking.css';

/**
 * A clinic's logo at a fixed 48 px (sized, so nothing moves when it arrives), or the clinic
 * icon when it has none. Decorative: the clinic's name is written beside it.
 */
export function ClinicLogo({ clinic }: { clinic: Pick<ClinicCard, 'logo'> }) {
  if (!clinic.logo) {
    return (
      <span className={css.iconBadge} aria-hidden="true">
        <Icon name="business" size={22} />
      </span>
    );
  }
  return (
    <img
      src={clinic.logo}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={css.logo}
    />
  );
}
