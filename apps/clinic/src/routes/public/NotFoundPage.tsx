import { useLocation } from 'react-router';
import { StatusPage } from '../../app/StatusPage';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <StatusPage kind="notFound" embedded={pathname.startsWith('/dashboard')} />;
}
