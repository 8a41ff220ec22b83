import { Link } from 'react-router';
import { HOME_PATH } from '../shared/paths';
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
        <Link className={page.link} to={HOME_PATH}>
          {homeLabel}
        </Link>
      </p>
    </div>
  );
}
