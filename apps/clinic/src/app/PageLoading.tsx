import { Spinner } from '@praktik/ui/Spinner';
import * as css from './layout.css';

export function PageLoading() {
  return (
    <div className={css.centered}>
      <Spinner size="lg" />
    </div>
  );
}
