import { routes } from '@mall/shop-routes';
import { Link } from 'react-router';
import page from '../views/page.module.css';

export interface NotFoundViewProps {
  title: string;
  message: string;
  homeLabel: string;
}

export function NotFoundView({ title, message, homeLabel }: NotFoundViewProps) {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{title}</h1>
      <p>{message}</p>
      <p>
        <Link className={page.link} to={routes.home()}>
          {homeLabel}
        </Link>
      </p>
    </div>
  );
}
