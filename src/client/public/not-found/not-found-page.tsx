import { NotFound, notFoundHead } from '../components/not-found';

export const status = 404;
export const head = notFoundHead;

export default function NotFoundPage() {
  return <NotFound />;
}
